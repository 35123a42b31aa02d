import { toolIntro } from '@fintools/shared/federation/tool-intro';
import { provisionName, unconfirmedProvisionsNote } from '@fintools/shared/data/law-sections';
import { DEFAULT_TAX_YEAR, taxYearOrDefault, type TaxYear } from '@fintools/shared/data/tax-years';
import { calculateHra } from './hra';
import { formatInr } from '@fintools/shared/format/indian-number';
import { validateHraInput } from './hra-input';
import { CalculatorFormCard } from '@fintools/shared/ui/calculator-form-card';
import { ChoiceGroup } from '@fintools/shared/ui/choice-group';
import { Field } from '@fintools/shared/ui/field';
import { AmountInput } from '@fintools/shared/ui/numeric-input';
import { ResultList } from '@fintools/shared/ui/result-list';
import { Screen, uiClasses } from '@fintools/shared/ui/screen';
import { useCalculatorForm } from '@fintools/shared/ui/use-calculator-form';
import { HRA_CITY_OPTIONS } from '../itemise-deductions/hra-helper';
import { TaxYearField } from '../tax-year/tax-year-field';

const AMOUNT_FIELDS = [
  ['basic', 'Basic salary'],
  ['dearnessAllowance', 'Dearness allowance'],
  ['hraReceived', 'HRA received'],
  ['rentPaid', 'Rent paid'],
] as const;

/**
 * The HRA form: the tax year, monthly amounts as typed and the city; the result from `calculateHra`. The
 * year names the law; the rule is the same in both years.
 */
function useHraCalculator() {
  return useCalculatorForm({
    defaults: {
      year: DEFAULT_TAX_YEAR,
      basic: '',
      dearnessAllowance: '0',
      hraReceived: '',
      rentPaid: '',
      city: 'metro',
    },
    validate: (fields) => validateHraInput(fields),
    compute: calculateHra,
    onInvalid: 'clear-result',
  });
}

/**
 * The law the screen follows, in the year's words.
 * @example hraLawNote('2026-27') // 'Exemption: section 10(13A) and Rule 2A; the new regime is section 202 (115BAC).'
 */
export function hraLawNote(year: TaxYear): string {
  return `Exemption: section ${provisionName(year, '10(13A)')} and Rule 2A; the new regime is section ${provisionName(year, '115BAC')}.`;
}

/** HRA Calculator: how much of the house rent allowance is free of tax (section 10(13A), Rule 2A). */
export default function HraCalculatorScreen() {
  const form = useHraCalculator();
  const { result } = form;
  const money = (amount: number) => formatInr(amount, { decimals: Number.isInteger(amount) ? 0 : 2 });
  const year = taxYearOrDefault(form.fields.year);
  const unconfirmed = unconfirmedProvisionsNote(year, ['10(13A)']);
  return (
    <Screen {...toolIntro('hra')}>
      <CalculatorFormCard submitLabel="Calculate" onCalculate={form.calculate} canCopyLink={result !== null}>
        <TaxYearField value={form.fields.year} onChange={(chosen) => form.setField('year', chosen)} />
        {AMOUNT_FIELDS.map(([field, label]) => (
          <Field key={field} label={label} error={form.errors[field]} hint="A month">
            {(control) => (
              <AmountInput
                {...control}
                value={form.fields[field]}
                onValueChange={(text) => form.setField(field, text)}
              />
            )}
          </Field>
        ))}
        <ChoiceGroup
          legend="City"
          options={HRA_CITY_OPTIONS}
          value={form.fields.city}
          onChange={(city) => form.setField('city', city)}
          error={form.errors.city}
        />
      </CalculatorFormCard>
      <section className={uiClasses.card} aria-label="Result">
        <ResultList
          items={[
            { label: 'Exempt HRA', value: money(result?.exempt ?? 0) },
            { label: 'Taxable HRA', value: money(result?.taxable ?? 0) },
          ]}
        />
        {result && (
          <>
            <p className={uiClasses.note}>For the year. The exemption is the least of:</p>
            <ResultList
              items={[
                { label: 'HRA received', value: money(result.limits.hraReceived) },
                { label: 'Rent paid minus 10% of salary', value: money(result.limits.rentOverTenPercent) },
                { label: `${result.salarySharePercent}% of salary`, value: money(result.limits.shareOfSalary) },
              ]}
              announcement=""
            />
          </>
        )}
        <p className={uiClasses.note}>
          Salary is basic plus dearness allowance. The new regime allows no HRA exemption.
        </p>
        <p className={uiClasses.note}>{hraLawNote(year)}</p>
        {unconfirmed && <p className={uiClasses.note}>{unconfirmed}</p>}
      </section>
    </Screen>
  );
}

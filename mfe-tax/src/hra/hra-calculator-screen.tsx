import { toolIntro } from '@fintools/shared/federation/tool-intro';
import { provisionName, unconfirmedProvisionsNote } from '@fintools/shared/data/law-sections';
import { DEFAULT_TAX_YEAR, taxYearOrDefault, type TaxYear } from '@fintools/shared/data/tax-years';
import { calculateHra, HRA_FIFTY_PERCENT_CITIES } from './hra';
import { formatInr } from '@fintools/shared/format/indian-number';
import { HRA_DEFAULT_CITY, hraCityIn, hraCityOptions, validateHraInput } from './hra-input';
import { interpolate, type Translate } from '@fintools/shared/language/languages';
import { CalculatorFormCard } from '@fintools/shared/ui/calculator-form-card';
import { Field } from '@fintools/shared/ui/field';
import { useT } from '@fintools/shared/ui/language';
import { AmountInput } from '@fintools/shared/ui/numeric-input';
import { ResultList } from '@fintools/shared/ui/result-list';
import { Screen, uiClasses } from '@fintools/shared/ui/screen';
import { Select } from '@fintools/shared/ui/select';
import { useCalculatorForm } from '@fintools/shared/ui/use-calculator-form';
import { TaxYearField } from '../tax-year/tax-year-field';

const AMOUNT_FIELDS = [
  ['basic', 'Basic salary'],
  ['dearnessAllowance', 'Dearness allowance'],
  ['hraReceived', 'HRA received'],
  ['rentPaid', 'Rent paid'],
] as const;

/** Where the receipts an employer asks for as proof of the rent are made (docs/tax.md, "Rent receipts"). */
export const RENT_RECEIPTS_PATH = '/rent-receipt-generator';

/**
 * The HRA form: the tax year, monthly amounts as typed and the city; the result from `calculateHra`. The
 * year names the law and the cities of its 50% limit.
 */
function useHraCalculator() {
  return useCalculatorForm({
    defaults: {
      year: DEFAULT_TAX_YEAR,
      basic: '',
      dearnessAllowance: '0',
      hraReceived: '',
      rentPaid: '',
      city: HRA_DEFAULT_CITY,
    },
    validate: (fields) => validateHraInput(fields),
    compute: calculateHra,
    onInvalid: 'clear-result',
  });
}

/**
 * The law the screen follows, in the year's words.
 * @example hraLawNote('2025-26') // 'Exemption: section 10(13A) and Rule 2A; the new regime is section 115BAC (202).'
 * @example hraLawNote('2026-27') // 'Exemption: section 10(13A) and the Income-tax Rules, 2026; the new regime is section 202 (115BAC).'
 */
export function hraLawNote(year: TaxYear, t: Translate = interpolate): string {
  const sections = { exemption: provisionName(year, '10(13A)'), newRegime: provisionName(year, '115BAC') };
  return year === '2025-26'
    ? t('Exemption: section {exemption} and Rule 2A; the new regime is section {newRegime}.', sections)
    : t(
        'Exemption: section {exemption} and the Income-tax Rules, 2026; the new regime is section {newRegime}.',
        sections,
      );
}

/**
 * Which cities allow 50% of salary in the year, in words.
 * @example hraCitiesNote('2025-26') // '50% of salary in Delhi, Mumbai, Kolkata and Chennai; 40% in any other city.'
 */
export function hraCitiesNote(year: TaxYear, t: Translate = interpolate): string {
  const names = hraCityOptions(year)
    .filter((option) => HRA_FIFTY_PERCENT_CITIES[year].includes(option.value))
    .map((option) => t(option.label));
  return t('50% of salary in {cities} and {last}; 40% in any other city.', {
    cities: names.slice(0, -1).join(', '),
    last: names.at(-1) ?? '',
  });
}

/** HRA Calculator: how much of the house rent allowance is free of tax (section 10(13A), Rule 2A). */
export default function HraCalculatorScreen() {
  const t = useT();
  const form = useHraCalculator();
  const { result } = form;
  const money = (amount: number) => formatInr(amount, { decimals: Number.isInteger(amount) ? 0 : 2 });
  const year = taxYearOrDefault(form.fields.year);
  const unconfirmed = unconfirmedProvisionsNote(year, ['10(13A)']);
  // A city the new year does not list (Pune, going back to FY 2025-26) is "any other place" in it.
  const chooseYear = (chosen: TaxYear) => {
    form.setField('year', chosen);
    if (hraCityIn(form.fields.city, year) !== null && hraCityIn(form.fields.city, chosen) === null) {
      form.setField('city', 'other');
    }
  };
  return (
    <Screen {...toolIntro('hra')}>
      <CalculatorFormCard submitLabel="Calculate" onCalculate={form.calculate} canCopyLink={result !== null}>
        <TaxYearField value={form.fields.year} onChange={chooseYear} />
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
        <Field label="City" error={form.errors.city} hint="Where the rented house is">
          {(control) => (
            <Select
              control={control}
              options={hraCityOptions(year)}
              value={hraCityIn(form.fields.city, year) ?? ''}
              onChange={(city) => form.setField('city', city)}
              placeholder="Choose a city"
            />
          )}
        </Field>
      </CalculatorFormCard>
      <section className={uiClasses.card} aria-label={t('Result')}>
        <ResultList
          items={[
            { label: 'Exempt HRA', value: money(result?.exempt ?? 0) },
            { label: 'Taxable HRA', value: money(result?.taxable ?? 0) },
          ]}
        />
        {result && (
          <>
            <p className={uiClasses.note}>{t('For the year. The exemption is the least of:')}</p>
            <ResultList
              items={[
                { label: 'HRA received', value: money(result.limits.hraReceived) },
                { label: 'Rent paid minus 10% of salary', value: money(result.limits.rentOverTenPercent) },
                {
                  label: t('{percent}% of salary', { percent: result.salarySharePercent }),
                  value: money(result.limits.shareOfSalary),
                },
              ]}
              announcement=""
            />
          </>
        )}
        <p className={uiClasses.note}>
          {t('Salary is basic plus dearness allowance. The new regime allows no HRA exemption.')}
        </p>
        <p className={uiClasses.note}>{hraCitiesNote(year, t)}</p>
        <p className={uiClasses.note}>{hraLawNote(year, t)}</p>
        {unconfirmed && <p className={uiClasses.note}>{t(unconfirmed)}</p>}
        <p className={uiClasses.note}>
          {t('Your employer may ask for receipts of the rent:')}{' '}
          <a href={RENT_RECEIPTS_PATH}>{t('make rent receipts')}</a>
        </p>
      </section>
    </Screen>
  );
}

import { toolIntro } from '@fintools/shared/federation/tool-intro';
import { provisionName } from '@fintools/shared/data/law-sections';
import { DEFAULT_TAX_YEAR, taxYearOrDefault } from '@fintools/shared/data/tax-years';
import { calculateGratuity, GRATUITY_PAYMENT_CEILING, GRATUITY_TAX_FREE_LIMIT } from './gratuity';
import { formatInr } from '@fintools/shared/format/indian-number';
import { validateGratuityInput, type GratuityFields } from './gratuity-input';
import { CalculatorFormCard } from '@fintools/shared/ui/calculator-form-card';
import { ChoiceGroup, type ChoiceOption } from '@fintools/shared/ui/choice-group';
import { Field } from '@fintools/shared/ui/field';
import { useT } from '@fintools/shared/ui/language';
import { AmountInput, NumericInput } from '@fintools/shared/ui/numeric-input';
import { ResultList } from '@fintools/shared/ui/result-list';
import { Screen, uiClasses } from '@fintools/shared/ui/screen';
import { useCalculatorForm } from '@fintools/shared/ui/use-calculator-form';
import { TaxYearField } from '../tax-year/tax-year-field';

const COVERED_OPTIONS: readonly ChoiceOption<'yes' | 'no'>[] = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
];

const EMPLOYMENT_OPTIONS: readonly ChoiceOption<'permanent' | 'fixed-term'>[] = [
  { value: 'permanent', label: 'Permanent' },
  { value: 'fixed-term', label: 'Fixed-term' },
];

export const NOT_YET_DUE = 'Gratuity is paid after 5 years of continuous service.';
export const NOT_YET_DUE_FIXED_TERM = 'A fixed-term employee is paid gratuity after 1 year of service.';

/** The gratuity form; the tick travels in the link as yes or no. */
function useGratuityCalculator() {
  return useCalculatorForm({
    // A link from before the employment choice has none: a permanent employee, as it meant.
    defaults: {
      year: DEFAULT_TAX_YEAR,
      monthlySalary: '',
      years: '',
      months: '0',
      covered: 'yes',
      employment: 'permanent',
    },
    validate: (
      fields: Readonly<Record<'year' | 'monthlySalary' | 'years' | 'months' | 'covered' | 'employment', string>>,
    ) => {
      const typed: GratuityFields = {
        ...fields,
        covered: fields.covered !== 'no',
        fixedTerm: fields.employment === 'fixed-term',
      };
      return validateGratuityInput(typed);
    },
    compute: calculateGratuity,
    onInvalid: 'clear-result',
  });
}

/** Gratuity Calculator (Payment of Gratuity Act, section 4; Income-tax Act, section 10(10)). */
export default function GratuityCalculatorScreen() {
  const t = useT();
  const form = useGratuityCalculator();
  const { result } = form;
  const year = taxYearOrDefault(form.fields.year);
  return (
    <Screen {...toolIntro('gratuity')}>
      <CalculatorFormCard submitLabel="Calculate" onCalculate={form.calculate} canCopyLink={result !== null}>
        <TaxYearField value={form.fields.year} onChange={(chosen) => form.setField('year', chosen)} />
        <Field
          label="Last drawn monthly basic + DA"
          error={form.errors.monthlySalary}
          hint={
            form.fields.covered === 'no'
              ? 'Not covered by the Act: the average of the 10 months before you leave'
              : undefined
          }
        >
          {(control) => (
            <AmountInput
              {...control}
              value={form.fields.monthlySalary}
              onValueChange={(text) => form.setField('monthlySalary', text)}
            />
          )}
        </Field>
        <Field label="Years of service" error={form.errors.years}>
          {(control) => (
            <NumericInput
              {...control}
              grouping={false}
              decimals={0}
              value={form.fields.years}
              onValueChange={(text) => form.setField('years', text)}
            />
          )}
        </Field>
        <Field label="Months" error={form.errors.months} hint="Beyond the whole years, 0 to 11">
          {(control) => (
            <NumericInput
              {...control}
              grouping={false}
              decimals={0}
              value={form.fields.months}
              onValueChange={(text) => form.setField('months', text)}
            />
          )}
        </Field>
        <ChoiceGroup
          legend="Covered by the Payment of Gratuity Act"
          options={COVERED_OPTIONS}
          value={form.fields.covered}
          onChange={(covered) => form.setField('covered', covered)}
        />
        <ChoiceGroup
          legend="Employment"
          options={EMPLOYMENT_OPTIONS}
          value={form.fields.employment}
          onChange={(employment) => form.setField('employment', employment)}
          hint="Due after 1 year instead of 5 (Code on Social Security, 2020)"
        />
      </CalculatorFormCard>
      <section className={uiClasses.card} aria-label={t('Result')}>
        <ResultList
          items={[
            { label: 'Gratuity', value: formatInr(result?.gratuity ?? 0) },
            { label: 'Payable', value: formatInr(result?.payable ?? 0) },
            { label: 'Tax-free', value: formatInr(result?.taxFree ?? 0) },
            { label: 'Taxable', value: formatInr(result?.taxable ?? 0) },
          ]}
        />
        {result && !result.eligible && (
          <p className={uiClasses.note}>
            {t(form.fields.employment === 'fixed-term' ? NOT_YET_DUE_FIXED_TERM : NOT_YET_DUE)}
          </p>
        )}
        <p className={uiClasses.note}>
          {t(
            'An employer covered by the Act pays at most {ceiling}; tax-free up to {taxFree} for employees outside government (section {section}).',
            {
              ceiling: formatInr(GRATUITY_PAYMENT_CEILING),
              taxFree: formatInr(GRATUITY_TAX_FREE_LIMIT),
              section: provisionName(year, '10(10)'),
            },
          )}
        </p>
      </section>
    </Screen>
  );
}

import { toolIntro } from '@fintools/shared/federation/tool-intro';
import { provisionName } from '@fintools/shared/data/law-sections';
import { DEFAULT_TAX_YEAR, taxYearOrDefault } from '@fintools/shared/data/tax-years';
import { calculateSalary, DEFAULT_PROFESSIONAL_TAX, type EmployerPf } from './salary';
import type { TaxRegime } from '../income-tax/tax';
import { formatInr, formatNumberIn } from '@fintools/shared/format/indian-number';
import { validateSalaryInput } from './salary-input';
import { CalculatorFormCard } from '@fintools/shared/ui/calculator-form-card';
import { ChoiceGroup, type ChoiceOption } from '@fintools/shared/ui/choice-group';
import { Field } from '@fintools/shared/ui/field';
import { useT } from '@fintools/shared/ui/language';
import { AmountInput, NumericInput } from '@fintools/shared/ui/numeric-input';
import { ResultList } from '@fintools/shared/ui/result-list';
import { Screen, uiClasses } from '@fintools/shared/ui/screen';
import { useCalculatorForm } from '@fintools/shared/ui/use-calculator-form';
import { TaxYearField } from '../tax-year/tax-year-field';

const PF_OPTIONS: readonly ChoiceOption<EmployerPf>[] = [
  { value: 'basic', label: '12% of basic' },
  { value: 'ceiling', label: '12% of ₹15,000' },
  { value: 'none', label: 'None' },
];
const YES_NO: readonly ChoiceOption<'yes' | 'no'>[] = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
];
const REGIME_OPTIONS: readonly ChoiceOption<TaxRegime>[] = [
  { value: 'new', label: 'New' },
  { value: 'old', label: 'Old' },
];

type SalaryFormField =
  'year' | 'ctc' | 'basicPercent' | 'employerPf' | 'gratuityInCtc' | 'professionalTax' | 'regime' | 'otherDeductions';

/** The salary form as text (the gratuity tick as yes or no, so the link carries it); the rule's result. */
function useSalaryCalculator() {
  return useCalculatorForm({
    defaults: {
      year: DEFAULT_TAX_YEAR,
      ctc: '',
      basicPercent: '50',
      employerPf: 'basic',
      gratuityInCtc: 'yes',
      professionalTax: formatNumberIn(DEFAULT_PROFESSIONAL_TAX),
      regime: 'new',
      otherDeductions: '0',
    },
    validate: (fields: Readonly<Record<SalaryFormField, string>>) =>
      validateSalaryInput({ ...fields, gratuityInCtc: fields.gratuityInCtc !== 'no' }),
    compute: calculateSalary,
    onInvalid: 'clear-result',
  });
}

/** Salary Calculator: salary in hand from a yearly CTC. */
export default function SalaryCalculatorScreen() {
  const t = useT();
  const form = useSalaryCalculator();
  const { result } = form;
  const rupees = (amount: number | undefined) => formatInr(amount ?? 0);
  const year = taxYearOrDefault(form.fields.year);
  return (
    <Screen {...toolIntro('salary')}>
      <CalculatorFormCard submitLabel="Calculate" onCalculate={form.calculate} canCopyLink={result !== null}>
        <TaxYearField value={form.fields.year} onChange={(chosen) => form.setField('year', chosen)} />
        <Field label="Yearly CTC" error={form.errors.ctc}>
          {(control) => (
            <AmountInput {...control} value={form.fields.ctc} onValueChange={(text) => form.setField('ctc', text)} />
          )}
        </Field>
        <Field label="Basic (% of CTC)" error={form.errors.basicPercent}>
          {(control) => (
            <NumericInput
              {...control}
              grouping={false}
              decimals={2}
              max={100}
              value={form.fields.basicPercent}
              onValueChange={(text) => form.setField('basicPercent', text)}
            />
          )}
        </Field>
        <ChoiceGroup
          legend="Employer PF"
          options={PF_OPTIONS}
          value={form.fields.employerPf}
          onChange={(value) => form.setField('employerPf', value)}
          error={form.errors.employerPf}
        />
        <ChoiceGroup
          legend="Gratuity in CTC"
          options={YES_NO}
          value={form.fields.gratuityInCtc}
          onChange={(value) => form.setField('gratuityInCtc', value)}
          hint="Counted as 4.81% of basic"
        />
        <Field label="Professional tax (yearly)" error={form.errors.professionalTax}>
          {(control) => (
            <AmountInput
              {...control}
              value={form.fields.professionalTax}
              onValueChange={(text) => form.setField('professionalTax', text)}
            />
          )}
        </Field>
        <ChoiceGroup
          legend="Regime"
          options={REGIME_OPTIONS}
          value={form.fields.regime}
          onChange={(value) => form.setField('regime', value)}
          error={form.errors.regime}
        />
        <Field
          label="Other deductions (old regime)"
          error={form.errors.otherDeductions}
          hint={t('{section80C} beyond PF, {section80D}, HRA exemption, …', {
            section80C: provisionName(year, '80C'),
            section80D: provisionName(year, '80D'),
          })}
        >
          {(control) => (
            <AmountInput
              {...control}
              value={form.fields.otherDeductions}
              onValueChange={(text) => form.setField('otherDeductions', text)}
            />
          )}
        </Field>
      </CalculatorFormCard>
      <section className={uiClasses.card} aria-label={t('Result')}>
        <ResultList
          items={[
            { label: 'Gross salary', value: rupees(result?.grossSalary) },
            { label: 'Employee PF', value: rupees(result?.employeePf) },
            { label: 'Professional tax', value: rupees(result?.professionalTax) },
            { label: 'Income tax', value: rupees(result?.incomeTax) },
            { label: 'In-hand (yearly)', value: rupees(result?.inHandYearly) },
            { label: 'In-hand (monthly)', value: formatInr(result?.inHandMonthly ?? 0) },
          ]}
        />
      </section>
    </Screen>
  );
}

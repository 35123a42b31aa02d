import { toolIntro } from '@fintools/shared/federation/tool-intro';
import { provisionName } from '@fintools/shared/data/law-sections';
import { DEFAULT_TAX_YEAR, taxYearOrDefault, type TaxYear } from '@fintools/shared/data/tax-years';
import { formatInr } from '@fintools/shared/format/indian-number';
import { interpolate, type Translate } from '@fintools/shared/language/languages';
import { CalculatorFormCard } from '@fintools/shared/ui/calculator-form-card';
import { Field } from '@fintools/shared/ui/field';
import { useT } from '@fintools/shared/ui/language';
import { AmountInput, NumericInput } from '@fintools/shared/ui/numeric-input';
import { ResultList, type ResultItem } from '@fintools/shared/ui/result-list';
import { Screen, uiClasses } from '@fintools/shared/ui/screen';
import { useCalculatorForm } from '@fintools/shared/ui/use-calculator-form';
import { DEDUCTIONS_BY_YEAR } from '../income-tax/deduction-caps';
import { AgeChoice } from '../common/age-choice';
import { TaxYearField } from '../tax-year/tax-year-field';
import { calculateHomeLoanTax, type HomeLoanTaxResult } from './home-loan-tax';
import { validateHomeLoanTaxInput, type HomeLoanTaxFields } from './home-loan-tax-input';

export const NEW_REGIME_NOTE = "Under the new regime a self-occupied home's loan gives no deduction.";

/**
 * The other investments' label, with the year's section: "Other section 123 (80C) investments" in tax year
 * 2026-27, "Other section 80C (123) investments" in FY 2025-26.
 */
export function otherInvestmentsLabel(year: TaxYear, t: Translate = interpolate): string {
  return t('Other section {section} investments', { section: provisionName(year, '80C') });
}

/** The caps and their sections, in the year's words. */
export function homeLoanLawNote(year: TaxYear, t: Translate = interpolate): string {
  const caps = DEDUCTIONS_BY_YEAR[year].oldRegimeCaps;
  return t(
    'A self-occupied home, old regime. Interest: at most {interestCap} (section {interestSection}). Principal: within the {principalCap} of section {principalSection}, with your other investments.',
    {
      interestCap: formatInr(caps.homeLoanInterest.cap),
      interestSection: provisionName(year, '24(b)'),
      principalCap: formatInr(caps.section80C.cap),
      principalSection: provisionName(year, '80C'),
    },
  );
}

function useHomeLoanTaxBenefit() {
  const defaults: HomeLoanTaxFields = {
    loanAmount: '',
    rate: '',
    tenure: '',
    firstEmi: '',
    year: DEFAULT_TAX_YEAR,
    taxableIncome: '',
    other80C: '',
    age: 'below-60',
  };
  return useCalculatorForm({
    defaults,
    validate: (fields) => validateHomeLoanTaxInput(fields),
    compute: calculateHomeLoanTax,
    onInvalid: 'clear-result',
  });
}

function resultItems(result: HomeLoanTaxResult | null): ResultItem[] {
  const rupees = (amount: number | undefined) => formatInr(amount ?? 0);
  return [
    { label: 'Monthly EMI', value: rupees(result?.emi) },
    { label: 'Interest paid in the year', value: rupees(result?.interestPaid) },
    { label: 'Principal repaid in the year', value: rupees(result?.principalRepaid) },
    { label: 'Interest deduction', value: rupees(result?.interestDeduction) },
    { label: 'Principal deduction', value: rupees(result?.principalDeduction) },
    { label: 'Tax without the loan', value: rupees(result?.taxWithoutLoan) },
    { label: 'Tax with the loan', value: rupees(result?.taxWithLoan) },
    { label: 'Tax saved', value: rupees(result?.taxSaved) },
  ];
}

/** Home Loan Tax Benefit: sections 22 and 123 of the Income-tax Act, 2025; 24(b) and 80C of the 1961 Act. */
export default function HomeLoanTaxBenefitScreen() {
  const t = useT();
  const form = useHomeLoanTaxBenefit();
  const { result } = form;
  const year = taxYearOrDefault(form.fields.year);
  const amountField = (field: 'loanAmount' | 'taxableIncome' | 'other80C', label: string, hint?: string) => (
    <Field label={label} error={form.errors[field]} hint={hint}>
      {(control) => (
        <AmountInput {...control} value={form.fields[field]} onValueChange={(text) => form.setField(field, text)} />
      )}
    </Field>
  );
  return (
    <Screen {...toolIntro('home-loan-tax')}>
      <CalculatorFormCard submitLabel="Calculate" onCalculate={form.calculate} canCopyLink={result !== null}>
        {amountField('loanAmount', 'Loan amount')}
        <Field label="Interest rate (% p.a.)" error={form.errors.rate}>
          {(control) => (
            <NumericInput
              {...control}
              grouping={false}
              decimals={2}
              value={form.fields.rate}
              onValueChange={(text) => form.setField('rate', text)}
            />
          )}
        </Field>
        <Field label="Tenure (years)" error={form.errors.tenure}>
          {(control) => (
            <NumericInput
              {...control}
              grouping={false}
              decimals={0}
              value={form.fields.tenure}
              onValueChange={(text) => form.setField('tenure', text)}
            />
          )}
        </Field>
        <Field label="First EMI (month)" error={form.errors.firstEmi}>
          {(control) => (
            <input
              {...control}
              type="month"
              value={form.fields.firstEmi}
              onChange={(event) => form.setField('firstEmi', event.currentTarget.value)}
            />
          )}
        </Field>
        <TaxYearField value={form.fields.year} onChange={(chosen) => form.setField('year', chosen)} />
        {amountField(
          'taxableIncome',
          'Taxable income before the home loan (old regime)',
          'After your other deductions, before the loan’s',
        )}
        {amountField('other80C', otherInvestmentsLabel(year, t), 'PF, PPF, ELSS, life insurance … in the year')}
        <AgeChoice value={form.fields.age} onChange={(age) => form.setField('age', age)} error={form.errors.age} />
      </CalculatorFormCard>
      <section className={uiClasses.card} aria-label={t('Result')}>
        <ResultList items={resultItems(result)} />
        {result && (
          <p className={uiClasses.note}>
            {result.emisInYear === 0
              ? t('No EMI falls in this tax year (April to March).')
              : result.emisInYear === 1
                ? t('1 EMI falls in this tax year (April to March).')
                : t('{count} EMIs fall in this tax year (April to March).', { count: result.emisInYear })}
          </p>
        )}
        <p className={uiClasses.note}>{t(NEW_REGIME_NOTE)}</p>
        <p className={uiClasses.note}>{homeLoanLawNote(year, t)}</p>
      </section>
    </Screen>
  );
}

import { useId } from 'react';
import { toolIntro } from '@fintools/shared/federation/tool-intro';
import { DEFAULT_TAX_YEAR, taxYearOrDefault, type TaxYear } from '@fintools/shared/data/tax-years';
import { formatDate, toIsoDate } from '@fintools/shared/format/dates';
import { formatInr } from '@fintools/shared/format/indian-number';
import { interpolate, type Translate } from '@fintools/shared/language/languages';
import { CalculatorFormCard } from '@fintools/shared/ui/calculator-form-card';
import { ChoiceGroup, type ChoiceOption } from '@fintools/shared/ui/choice-group';
import { Field } from '@fintools/shared/ui/field';
import { useT } from '@fintools/shared/ui/language';
import { AmountInput } from '@fintools/shared/ui/numeric-input';
import { ResultList, type ResultItem } from '@fintools/shared/ui/result-list';
import { Screen, uiClasses } from '@fintools/shared/ui/screen';
import { useCalculatorForm } from '@fintools/shared/ui/use-calculator-form';
import type { TaxRegime } from '../income-tax/tax';
import { AgeChoice } from '../common/age-choice';
import { TaxYearField } from '../tax-year/tax-year-field';
import {
  ADVANCE_TAX_SECTIONS,
  ADVANCE_TAX_THRESHOLD,
  calculateAdvanceTax,
  usualFilingDate,
  type AdvanceTaxExemption,
  type AdvanceTaxResult,
} from './advance-tax';
import { PAID_FIELDS, validateAdvanceTaxInput, type AdvanceTaxFields } from './advance-tax-input';
import styles from './advance-tax.module.css';

export const EXEMPTION_MESSAGES: Readonly<Record<AdvanceTaxExemption, string>> = {
  'below-threshold': `No advance tax is due: the tax after TDS and TCS is below ${formatInr(ADVANCE_TAX_THRESHOLD)}.`,
  'senior-without-business': 'No advance tax is due: a resident aged 60 or more without business income is exempt.',
};

const REGIME_OPTIONS: readonly ChoiceOption<TaxRegime>[] = [
  { value: 'new', label: 'New' },
  { value: 'old', label: 'Old' },
];

const BUSINESS_OPTIONS: readonly ChoiceOption<'yes' | 'no'>[] = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
];

const PAID_LABELS: Readonly<Record<(typeof PAID_FIELDS)[number], string>> = {
  paidJune: 'Paid by 15 June',
  paidSeptember: 'Paid by 15 September',
  paidDecember: 'Paid by 15 December',
  paidMarch: 'Paid by 15 March',
};

const TABLE_HEADERS = ['Due by', 'Due so far', 'Paid so far', 'Shortfall', 'Interest'];

/** The interest lines' names, each with its section in the year's Act (425 and 424; 234C and 234B). */
export function interestLabels(year: TaxYear, t: Translate = interpolate): { deferment: string; default: string } {
  const sections = ADVANCE_TAX_SECTIONS[year];
  return {
    deferment: t('Interest for deferment (section {section})', { section: sections.defermentInterest }),
    default: t('Interest for default (section {section})', { section: sections.defaultInterest }),
  };
}

const usualFilingIso = (year: TaxYear) => toIsoDate(usualFilingDate(year));

function useAdvanceTaxCalculator() {
  const t = useT();
  const defaults: AdvanceTaxFields = {
    year: DEFAULT_TAX_YEAR,
    regime: 'new',
    age: 'below-60',
    business: 'no',
    income: '',
    tds: '',
    paidJune: '',
    paidSeptember: '',
    paidDecember: '',
    paidMarch: '',
    filedOn: usualFilingIso(DEFAULT_TAX_YEAR),
  };
  const form = useCalculatorForm({
    defaults,
    validate: (fields) => validateAdvanceTaxInput(fields, t),
    compute: calculateAdvanceTax,
    onInvalid: 'clear-result',
  });
  /** A new year moves the filing date along when it was the old year's usual 31 July, and leaves a typed one. */
  const setYear = (year: TaxYear) => {
    if (form.fields.filedOn === usualFilingIso(taxYearOrDefault(form.fields.year))) {
      form.setField('filedOn', usualFilingIso(year));
    }
    form.setField('year', year);
  };
  return { ...form, setYear };
}

function resultItems(result: AdvanceTaxResult | null, year: TaxYear, t: Translate): ResultItem[] {
  const labels = interestLabels(year, t);
  return [
    { label: 'Tax on total income', value: formatInr(result?.taxOnTotalIncome ?? 0) },
    { label: 'Advance tax payable (after TDS and TCS)', value: formatInr(result?.advanceTaxPayable ?? 0) },
    { label: labels.deferment, value: formatInr(result?.defermentInterest ?? 0) },
    { label: labels.default, value: formatInr(result?.defaultInterest ?? 0) },
    { label: 'Total interest', value: formatInr(result?.totalInterest ?? 0) },
  ];
}

/** The four due dates: what was due, what was paid, the shortfall and its interest. */
function InstalmentTable({ result }: { result: AdvanceTaxResult }) {
  const t = useT();
  const captionId = useId();
  return (
    // Focusable so a keyboard can scroll it sideways on a phone (axe: scrollable-region-focusable).
    <div className={styles.scroll} role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className={styles.table}>
        <caption id={captionId}>{t('Advance tax by due date')}</caption>
        <thead>
          <tr>
            {TABLE_HEADERS.map((header) => (
              <th key={header} scope="col">
                {t(header)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {result.instalments.map((row) => (
            <tr key={row.dueBy.month}>
              <th scope="row">{formatDate(toIsoDate(row.dueBy), t)}</th>
              <td>{formatInr(row.dueSoFar)}</td>
              <td>{formatInr(row.paidSoFar)}</td>
              <td>{formatInr(row.shortfall)}</td>
              <td>{formatInr(row.interest)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * How the default interest was worked out, in the year's words.
 * @example defaultInterestNote(result) // 'Interest for default: 1% a month for 4 months on ₹49,200, from 1 April after the year to the month the return is filed.'
 */
export function defaultInterestNote(result: AdvanceTaxResult, t: Translate = interpolate): string {
  if (result.defaultBase === 0) return t('No interest for default: 90% or more of the tax was paid in advance.');
  const values = { months: result.defaultMonths, base: formatInr(result.defaultBase) };
  return result.defaultMonths === 1
    ? t(
        'Interest for default: 1% a month for {months} month on {base}, from 1 April after the year to the month the return is filed.',
        values,
      )
    : t(
        'Interest for default: 1% a month for {months} months on {base}, from 1 April after the year to the month the return is filed.',
        values,
      );
}

/** Advance Tax Calculator: sections 403 to 425 of the Income-tax Act, 2025; 207 to 211, 234B and 234C of the 1961 Act. */
export default function AdvanceTaxCalculatorScreen() {
  const t = useT();
  const form = useAdvanceTaxCalculator();
  const { result } = form;
  const year = taxYearOrDefault(form.fields.year);
  const sections = ADVANCE_TAX_SECTIONS[year];
  return (
    <Screen {...toolIntro('advance-tax')}>
      <CalculatorFormCard submitLabel="Calculate" onCalculate={form.calculate} canCopyLink={result !== null}>
        <TaxYearField value={form.fields.year} onChange={form.setYear} />
        <ChoiceGroup
          legend="Regime"
          options={REGIME_OPTIONS}
          value={form.fields.regime}
          onChange={(regime) => form.setField('regime', regime)}
          error={form.errors.regime}
        />
        <AgeChoice value={form.fields.age} onChange={(age) => form.setField('age', age)} error={form.errors.age} />
        <ChoiceGroup
          legend="Income from business or profession"
          options={BUSINESS_OPTIONS}
          value={form.fields.business}
          onChange={(business) => form.setField('business', business)}
          error={form.errors.business}
        />
        <Field label="Estimated total income (after deductions)" error={form.errors.income} hint="For the whole year">
          {(control) => (
            <AmountInput
              {...control}
              value={form.fields.income}
              onValueChange={(text) => form.setField('income', text)}
            />
          )}
        </Field>
        <Field label="TDS and TCS" error={form.errors.tds} hint="Tax deducted or collected at source in the year">
          {(control) => (
            <AmountInput {...control} value={form.fields.tds} onValueChange={(text) => form.setField('tds', text)} />
          )}
        </Field>
        {PAID_FIELDS.map((field) => (
          <Field
            key={field}
            label={PAID_LABELS[field]}
            error={form.errors[field]}
            hint="The instalment paid for this date"
          >
            {(control) => (
              <AmountInput
                {...control}
                value={form.fields[field]}
                onValueChange={(text) => form.setField(field, text)}
              />
            )}
          </Field>
        ))}
        <Field label="Return filed on" error={form.errors.filedOn}>
          {(control) => (
            <input
              {...control}
              type="date"
              value={form.fields.filedOn}
              onChange={(event) => form.setField('filedOn', event.currentTarget.value)}
            />
          )}
        </Field>
      </CalculatorFormCard>
      <section className={uiClasses.card} aria-label={t('Result')}>
        <ResultList items={resultItems(result, year, t)} />
        {result?.exemption && <p className={uiClasses.note}>{t(EXEMPTION_MESSAGES[result.exemption])}</p>}
        {result && !result.exemption && (
          <>
            <InstalmentTable result={result} />
            <p className={uiClasses.note}>{defaultInterestNote(result, t)}</p>
          </>
        )}
        <p className={uiClasses.note}>
          {t(
            'Due: 15%, 45%, 75% and 100% of the year’s advance tax by the four dates (section {instalments}). Deferment: 1% a month for three months on each of the first three shortfalls, one month on the last, none on the first two when 12% and 36% were paid (section {deferment}). Each amount bearing interest is rounded down to a multiple of ₹100.',
            { instalments: sections.instalments, deferment: sections.defermentInterest },
          )}
        </p>
      </section>
    </Screen>
  );
}

import { toolIntro } from '@fintools/shared/federation/tool-intro';
import { provisionName, type Provision } from '@fintools/shared/data/law-sections';
import { DEFAULT_TAX_YEAR, taxYearOrDefault, type TaxYear } from '@fintools/shared/data/tax-years';
import { COST_INFLATION_INDEX, type CapitalAsset } from './capital-gains-tables';
import { calculateCapitalGains, takesFairValue, type CapitalGainsResult, type HoldingPeriod } from './capital-gains';
import { parseIsoDate } from '@fintools/shared/format/dates';
import { formatInr } from '@fintools/shared/format/indian-number';
import {
  CAPITAL_GAINS_FIRST_SALE_DATE,
  validateCapitalGainsInput,
  type PropertyCostBasis,
} from './capital-gains-input';
import { interpolate, type Translate } from '@fintools/shared/language/languages';
import { CalculatorFormCard } from '@fintools/shared/ui/calculator-form-card';
import { ChoiceGroup, type ChoiceOption } from '@fintools/shared/ui/choice-group';
import { Field } from '@fintools/shared/ui/field';
import { useT } from '@fintools/shared/ui/language';
import { AmountInput } from '@fintools/shared/ui/numeric-input';
import { ResultList, type ResultItem } from '@fintools/shared/ui/result-list';
import { Screen, uiClasses } from '@fintools/shared/ui/screen';
import { useCalculatorForm } from '@fintools/shared/ui/use-calculator-form';
import { TaxYearField } from '../tax-year/tax-year-field';

/** Land or a building bought before 1 April 2001: the cost is the visitor's choice (section 55(2)(b)(ii)). */
const COST_BASIS_OPTIONS: readonly ChoiceOption<PropertyCostBasis>[] = [
  { value: 'paid', label: 'The price paid' },
  { value: 'value', label: 'The value on 1 Apr 2001' },
];

const ASSET_OPTIONS: readonly ChoiceOption<CapitalAsset>[] = [
  { value: 'equity', label: 'Listed shares or equity funds' },
  { value: 'property', label: 'Land or building' },
  { value: 'debt', label: 'Debt mutual funds' },
];

/**
 * What section 50AA calls a specified mutual fund, as the Finance (No. 2) Act, 2024 redefined it from assessment
 * year 2026-27 (so for both years the tool offers): not the old "at most 35% in Indian equity" test.
 */
export const DEBT_FUND_NOTE =
  'A fund that invests more than 65% in debt and money-market instruments (section 50AA, Finance (No. 2) Act, 2024).';

export const SLAB_RATE_NOTE = 'added to your income and taxed at your slab rate';
export const INDEX_NOT_NOTIFIED_NOTE =
  'The cost inflation index for the year of sale is not notified yet, so indexation is not offered.';
/**
 * Said when the chosen year has no cost inflation index in the table (tax year 2026-27: no CBDT
 * notification of it was found), so the tool does not guess one (docs/tax.md); null when it has one.
 * @example indexUnconfirmedNote('2025-26') // null: 376, Notification No. 70/2025
 */
export function indexUnconfirmedNote(year: TaxYear, t: Translate = interpolate): string | null {
  if (COST_INFLATION_INDEX[Number(year.slice(0, 4))] !== undefined) return null;
  return t(
    'The cost inflation index for tax year {year} is not confirmed by a CBDT notification here, so a sale in that year gets no indexation.',
    { year },
  );
}

/** The sections this screen's rules follow, as named in a tax year. */
export function capitalGainsLawNote(year: TaxYear, t: Translate = interpolate): string {
  const section = (provision: Provision) => provisionName(year, provision);
  return t(
    'Rates: section {shortShares} (short-term shares), section {longShares} (long-term shares), section {longOther} (other long-term), indexation under section {indexation}.',
    { shortShares: section('111A'), longShares: section('112A'), longOther: section('112'), indexation: section('48') },
  );
}

function useCapitalGainsCalculator() {
  return useCalculatorForm({
    // The fair value is asked only for a purchase the law grandfathers; older links have none.
    defaults: {
      year: DEFAULT_TAX_YEAR,
      asset: 'equity',
      boughtOn: '',
      purchasePrice: '',
      soldOn: '',
      salePrice: '',
      expenses: '0',
      fairValue: '',
      costBasis: 'paid',
    },
    validate: (fields) => validateCapitalGainsInput(fields),
    compute: calculateCapitalGains,
    onInvalid: 'clear-result',
  });
}

/** Each unit's words, one and more, with the count as a value. */
const HOLDING_UNITS = [
  ['{count} year', '{count} years'],
  ['{count} month', '{count} months'],
  ['{count} day', '{count} days'],
] as const;

/**
 * "1 year, 5 months and 5 days", in the page's language (`t`).
 * @example describeHolding({ years: 0, months: 0, days: 3 }) // "3 days"
 */
export function describeHolding({ years, months, days }: HoldingPeriod, t: Translate = interpolate): string {
  const parts = [years, months, days]
    .map((count, index) => [count, HOLDING_UNITS[index]!] as const)
    .filter(([count]) => count !== 0)
    .map(([count, [one, more]]) => t(count === 1 ? one : more, { count }));
  if (parts.length === 0) return t('{count} days', { count: 0 });
  return parts.length === 1
    ? (parts[0] ?? '')
    : t('{parts} and {last}', { parts: parts.slice(0, -1).join(', '), last: parts.at(-1) ?? '' });
}

/** The fair-value field's label for a purchase the law lets take one, or null. */
export function fairValueLabel(asset: string, boughtOn: string): string | null {
  const date = parseIsoDate(boughtOn);
  if (!date || (asset !== 'equity' && asset !== 'property') || !takesFairValue(asset, date)) return null;
  return asset === 'equity' ? 'Value on 31 Jan 2018' : 'Value on 1 Apr 2001';
}

function resultItems(result: CapitalGainsResult | null, t: Translate): ResultItem[] {
  if (!result) {
    return ['Capital gain', 'Tax', 'Cess', 'Total Tax'].map((label) => ({ label, value: formatInr(0) }));
  }
  const items: ResultItem[] = [
    { label: 'Held for', value: describeHolding(result.heldFor, t) },
    { label: 'Gain type', value: result.term === 'long' ? t('Long-term') : t('Short-term') },
    ...(result.costFromFairValue ? [{ label: 'Cost of acquisition', value: formatInr(result.cost) }] : []),
    { label: 'Capital gain', value: formatInr(result.gain) },
    { label: 'Exempt', value: formatInr(result.exempt) },
    { label: 'Taxable gain', value: formatInr(result.taxableGain) },
  ];
  if (result.tax === null || result.cess === null || result.totalTax === null) {
    const why = result.deemedShortTerm ? 'Short-term gain (section 50AA, bought from 1 April 2023)' : 'Short-term gain';
    items.push({ label: 'Tax', value: `${t(why)}: ${t(SLAB_RATE_NOTE)}` });
    return items;
  }
  if (result.indexation && result.taxWithoutIndexation !== null) {
    items.push(
      { label: 'Tax without indexation (12.5%)', value: formatInr(result.taxWithoutIndexation) },
      { label: 'Indexed cost', value: formatInr(result.indexation.indexedCost) },
      { label: 'Tax with indexation (20%)', value: formatInr(result.indexation.tax) },
    );
  }
  items.push(
    { label: 'Tax', value: formatInr(result.tax) },
    { label: 'Cess', value: formatInr(result.cess) },
    { label: 'Total Tax', value: formatInr(result.totalTax) },
  );
  return items;
}

/** Capital Gains Calculator: sales from 23 July 2024 (sections 111A, 112, 112A and 48 of the Income-tax Act). */
export default function CapitalGainsCalculatorScreen() {
  const t = useT();
  const form = useCapitalGainsCalculator();
  const { result } = form;
  const year = taxYearOrDefault(form.fields.year);
  const fairLabel = fairValueLabel(form.fields.asset, form.fields.boughtOn);
  const property = form.fields.asset === 'property';
  // A property's value is asked for once the visitor chooses it as the cost.
  const askValue = fairLabel !== null && (!property || form.fields.costBasis === 'value');
  return (
    <Screen {...toolIntro('capital-gains')}>
      <CalculatorFormCard submitLabel="Calculate" onCalculate={form.calculate} canCopyLink={result !== null}>
        <TaxYearField value={form.fields.year} onChange={(chosen) => form.setField('year', chosen)} />
        <ChoiceGroup
          legend="Asset"
          hint={form.fields.asset === 'debt' ? DEBT_FUND_NOTE : undefined}
          options={ASSET_OPTIONS}
          value={form.fields.asset}
          onChange={(asset) => form.setField('asset', asset)}
          error={form.errors.asset}
        />
        {(
          [
            ['boughtOn', 'Bought on', undefined],
            ['soldOn', 'Sold on', CAPITAL_GAINS_FIRST_SALE_DATE],
          ] as const
        ).map(([field, label, min]) => (
          <Field key={field} label={label} error={form.errors[field]}>
            {(control) => (
              <input
                {...control}
                type="date"
                min={min}
                value={form.fields[field]}
                onChange={(event) => form.setField(field, event.currentTarget.value)}
              />
            )}
          </Field>
        ))}
        {(
          [
            ['purchasePrice', 'Purchase price'],
            ['salePrice', 'Sale price'],
            ['expenses', 'Expenses on sale'],
          ] as const
        ).map(([field, label]) => (
          <Field key={field} label={label} error={form.errors[field]}>
            {(control) => (
              <AmountInput
                {...control}
                value={form.fields[field]}
                onValueChange={(text) => form.setField(field, text)}
              />
            )}
          </Field>
        ))}
        {fairLabel && property && (
          <ChoiceGroup
            legend="Cost to use"
            hint="Bought before 1 April 2001: its value on that day is the cost only if you choose it (section 55(2)(b)(ii))"
            options={COST_BASIS_OPTIONS}
            value={form.fields.costBasis === 'value' ? 'value' : 'paid'}
            onChange={(basis) => form.setField('costBasis', basis)}
          />
        )}
        {askValue && (
          <Field
            label={fairLabel}
            error={form.errors.fairValue}
            hint={
              form.fields.asset === 'equity'
                ? 'Grandfathered: the cost is at least this value, up to the sale price (section 112A)'
                : 'Its fair market value, not above its stamp duty value then (section 55(2)(b)(ii))'
            }
          >
            {(control) => (
              <AmountInput
                {...control}
                value={form.fields.fairValue}
                onValueChange={(text) => form.setField('fairValue', text)}
              />
            )}
          </Field>
        )}
      </CalculatorFormCard>
      <section className={uiClasses.card} aria-label={t('Result')}>
        <ResultList items={resultItems(result, t)} />
        {result?.indexation && (
          <p className={uiClasses.note}>
            {result.indexationApplies
              ? t('The tax with indexation is lower, so it applies.')
              : t('The tax without indexation is lower, so it applies.')}
          </p>
        )}
        {result?.indexNotNotified && <p className={uiClasses.note}>{t(INDEX_NOT_NOTIFIED_NOTE)}</p>}
        <p className={uiClasses.note}>
          {t(
            'For sales from 23 July 2024. The ₹1,25,000 exemption on shares is for all your long-term gains of the year together.',
          )}
        </p>
        <p className={uiClasses.note}>{capitalGainsLawNote(year, t)}</p>
        {indexUnconfirmedNote(year) && <p className={uiClasses.note}>{indexUnconfirmedNote(year, t)}</p>}
      </section>
    </Screen>
  );
}

import { toolIntro } from '@fintools/shared/federation/tool-intro';
import type { InvestmentResult } from '../common/investment';
import type { Fraction } from '@fintools/shared/finance/rounding';
import { isTenureUnit, type TenureUnit } from '@fintools/shared/finance/tenure';
import { formatInr, formatPercent } from '@fintools/shared/format/indian-number';
import { CalculatorFormCard } from '@fintools/shared/ui/calculator-form-card';
import { useT } from '@fintools/shared/ui/language';
import { Screen } from '@fintools/shared/ui/screen';
import { useCalculatorForm } from '@fintools/shared/ui/use-calculator-form';
import type { Validation } from '@fintools/shared/validation/result';
import { MAX_INFLATION } from '../common/todays-money';
import type { PercentPerYear } from '@fintools/shared/finance/units';
import { withInflation, type WithInflation } from '../common/inflation-input';
import { AmountField, NumberField, SelectField } from './form-fields';
import { GrowthChartSlot, preloadGrowthChart } from './growth-chart-slot';
import type { GrowthPoint } from './growth-points';
import { INFLATION_LABEL, todaysMoneyItems } from './savings-outcome';
import { describePeriod, TENURE_UNIT_OPTIONS } from './tenure-unit';
import { InvestmentResults, ZERO_INVESTMENT } from './investment-results';

/** The fields every deposit form has besides its amount. */
type PeriodField = 'rate' | 'timePeriod' | 'unit';

/** A deposit's result with what the sentence about it needs. */
export interface DepositCalculation extends InvestmentResult {
  /** The maturity before rounding ("In today's money" is rounded once, from it). */
  exactMaturity: Fraction | number;
  amount: number;
  rate: number;
  timePeriod: number;
  unit: TenureUnit;
  /** Put in against value at each year's end, for the chart. */
  points: readonly GrowthPoint[];
}

export interface DepositCalculatorProps<Amount extends string, Input> {
  /** The catalogue's tool: its heading and summary head the screen. */
  tool: 'fd' | 'rd';
  /** The spec's defaults; the keys are also the link's query keys. */
  defaults: Readonly<Record<Amount | PeriodField, string>>;
  amountField: Amount;
  amountLabel: string;
  /** The amount is put in every month (RD): the result sentence says "a month". */
  monthly?: boolean;
  validate: (fields: Readonly<Record<Amount | PeriodField, string>>) => Validation<Input, Amount | PeriodField>;
  compute: (input: Input) => DepositCalculation;
  maxRate: number;
  /** The longest deposit in each unit: typing past it is refused rather than reported. */
  maxPeriods: Readonly<Record<TenureUnit, number>>;
  /**
   * FD keeps its last result on a failed Calculate and starts at ₹0 (docs/product.md §4); RD shows nothing until
   * a good Calculate and hides its result again on a failed one.
   */
  onInvalid: 'keep-result' | 'clear-result';
}

/**
 * A deposit calculator (FD, RD): amount, interest rate, time period and unit, Calculate, and Total
 * Investment, Return Earned and Maturity Amount in whole rupees.
 */
export function DepositCalculator<Amount extends string, Input>(props: DepositCalculatorProps<Amount, Input>) {
  const {
    tool,
    defaults,
    amountField,
    amountLabel,
    monthly = false,
    validate,
    compute,
    maxRate,
    maxPeriods,
    onInvalid,
  } = props;
  const form = useCalculatorForm<
    Amount | PeriodField | 'inflation',
    WithInflation<Input>,
    DepositCalculation & { inflation: PercentPerYear | null }
  >({
    // The optional inflation field is empty by default, and a link carries it only when it is used.
    defaults: { ...defaults, inflation: '' },
    validate: withInflation<Readonly<Record<Amount | PeriodField, string>>, Input, Amount | PeriodField>(validate),
    compute: ({ input, inflation }) => ({ ...compute(input), inflation }),
    onInvalid,
    linkOnlyIfChanged: ['inflation'],
  });
  const t = useT();
  const { result } = form;
  // An unknown unit (a hand-edited link) counts as years until the visitor picks one.
  const maxPeriod = maxPeriods[isTenureUnit(form.fields.unit) ? form.fields.unit : 'years'];
  return (
    <Screen {...toolIntro(tool)}>
      <div onFocus={preloadGrowthChart}>
        <CalculatorFormCard submitLabel="Calculate" onCalculate={form.calculate} canCopyLink={Boolean(result)}>
          <AmountField form={form} name={amountField} label={amountLabel} />
          <NumberField form={form} name="rate" label="Interest rate (% p.a.)" decimals={2} max={maxRate} />
          <NumberField form={form} name="timePeriod" label="Time period" decimals={2} max={maxPeriod} />
          <SelectField
            form={form}
            name="unit"
            label="Time unit"
            options={TENURE_UNIT_OPTIONS}
            placeholder="Choose a unit"
          />
          <NumberField form={form} name="inflation" label={INFLATION_LABEL} decimals={2} max={MAX_INFLATION} />
        </CalculatorFormCard>
      </div>
      {(result || onInvalid === 'keep-result') && (
        <InvestmentResults
          result={result ?? ZERO_INVESTMENT}
          decimals={0}
          more={
            result
              ? todaysMoneyItems(
                  result.exactMaturity,
                  result.inflation,
                  result.unit === 'years' ? result.timePeriod : result.timePeriod / 12,
                )
              : []
          }
          announcement={
            result
              ? t(
                  monthly
                    ? '{amount} a month at {rate} for {period} matures to {maturity}, earning {earned}.'
                    : '{amount} at {rate} for {period} matures to {maturity}, earning {earned}.',
                  {
                    amount: formatInr(result.amount),
                    rate: formatPercent(result.rate),
                    period: describePeriod(result.timePeriod, result.unit, t),
                    maturity: formatInr(result.maturityAmount),
                    earned: formatInr(result.returnEarned),
                  },
                )
              : ''
          }
        />
      )}
      {result && <GrowthChartSlot points={result.points} />}
    </Screen>
  );
}

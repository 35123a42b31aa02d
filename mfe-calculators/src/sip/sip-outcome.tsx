import { useMemo } from 'react';
import { buildSipYears, calculateSip, sipMaturity, type SipInput } from './sip';
import { formatInr, formatPercent } from '@fintools/shared/format/indian-number';
import type { Translate } from '@fintools/shared/language/languages';
import { useT } from '@fintools/shared/ui/language';
import type { WithInflation } from '../common/inflation-input';
import { GrowthChartSlot } from '../parts/growth-chart-slot';
import { describePeriod } from '../parts/tenure-unit';
import { todaysMoneyItems } from '../parts/savings-outcome';
import { InvestmentResults } from '../parts/investment-results';
import { SipYearTable } from './sip-year-table';

/** The result sentence, in the page's language: a lump sum, a monthly SIP, or one stepped up each year. */
function describeInvestment(input: SipInput, result: ReturnType<typeof calculateSip>, t: Translate): string {
  const values = {
    amount: formatInr(input.amount),
    stepUp: formatPercent(input.stepUp ?? 0),
    rate: formatPercent(input.rate),
    period: describePeriod(input.timePeriod, 'years', t),
    maturity: formatInr(result.maturityAmount, { decimals: 2 }),
    earned: formatInr(result.returnEarned, { decimals: 2 }),
  };
  if (input.investmentType === 'lumpsum')
    return t('A lump sum of {amount} at {rate} for {period} grows to {maturity}, earning {earned}.', values);
  return input.stepUp
    ? t(
        '{amount} a month, stepped up {stepUp} a year, at {rate} for {period} grows to {maturity}, earning {earned}.',
        values,
      )
    : t('{amount} a month at {rate} for {period} grows to {maturity}, earning {earned}.', values);
}

/**
 * What a successful Calculate shows on the SIP screen: Total Investment, Return Earned and Maturity
 * Amount, and the Year by year table whose last row is the result. Its own chunk, with the SIP rule:
 * before the first Calculate the screen shows ₹0.00 and needs neither.
 */
export function SipOutcome({ input, inflation }: WithInflation<SipInput>) {
  const t = useT();
  // Worked out once per successful Calculate, not on every keystroke in the form above.
  const { result, exactMaturity, years, points } = useMemo(() => {
    const rows = buildSipYears(input);
    return {
      result: calculateSip(input),
      exactMaturity: sipMaturity(input),
      years: rows,
      // The chart is in whole rupees, like the other tools' charts; the table keeps the paise.
      points: rows.map((row) => ({
        year: row.year,
        invested: Math.round(row.investedSoFar),
        value: Math.round(row.valueAtYearEnd),
      })),
    };
  }, [input]);
  return (
    <>
      <InvestmentResults
        result={result}
        decimals={2}
        more={todaysMoneyItems(exactMaturity, inflation, input.timePeriod)}
        announcement={describeInvestment(input, result, t)}
      />
      <SipYearTable years={years} />
      <GrowthChartSlot points={points} />
    </>
  );
}

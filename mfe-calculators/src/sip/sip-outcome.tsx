import { useMemo } from 'react';
import { buildSipYears, calculateSip, sipMaturity, type SipInput } from './sip';
import { formatInr, formatPercent } from '@fintools/shared/format/indian-number';
import type { WithInflation } from '../common/inflation-input';
import { GrowthChartSlot } from '../parts/growth-chart-slot';
import { describePeriod } from '../parts/tenure-unit';
import { todaysMoneyItems } from '../parts/savings-outcome';
import { InvestmentResults } from '../parts/investment-results';
import { SipYearTable } from './sip-year-table';

function describeInvestment(input: SipInput): string {
  const amount = formatInr(input.amount);
  if (input.investmentType === 'lumpsum') return `A lump sum of ${amount}`;
  return input.stepUp ? `${amount} a month, stepped up ${formatPercent(input.stepUp)} a year,` : `${amount} a month`;
}

/**
 * What a successful Calculate shows on the SIP screen: Total Investment, Return Earned and Maturity
 * Amount, and the Year by year table whose last row is the result. Its own chunk, with the SIP rule:
 * before the first Calculate the screen shows ₹0.00 and needs neither.
 */
export function SipOutcome({ input, inflation }: WithInflation<SipInput>) {
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
        announcement={`${describeInvestment(input)} at ${formatPercent(input.rate)} for ${describePeriod(input.timePeriod, 'years')} grows to ${formatInr(result.maturityAmount, { decimals: 2 })}, earning ${formatInr(result.returnEarned, { decimals: 2 })}.`}
      />
      <SipYearTable years={years} />
      <GrowthChartSlot points={points} />
    </>
  );
}

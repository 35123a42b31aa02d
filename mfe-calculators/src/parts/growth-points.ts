import { formatInr, formatNumberIn } from '@fintools/shared/format/indian-number';
import { interpolate, type Translate } from '@fintools/shared/language/languages';
import { countOf } from './tenure-unit';

/** One year's end on the invested-against-value chart. */
export interface GrowthPoint {
  year: number;
  /** Everything put in so far, in rupees. */
  invested: number;
  /** What it is worth at the year's end, in rupees. */
  value: number;
}

/**
 * The chart in words, for anyone who cannot see it: how many years, and where it ends, in the page's language.
 * @example describeGrowth([{ year: 1, invested: 1000, value: 1100 }])
 * // 'Money put in against its value, year by year, over 1 year. By the end, ₹1,000 put in is worth ₹1,100.'
 */
export function describeGrowth(points: readonly GrowthPoint[], t: Translate = interpolate): string {
  const last = points.at(-1);
  if (!last) return '';
  return t(
    'Money put in against its value, year by year, over {span}. By the end, {invested} put in is worth {value}.',
    {
      span: countOf(formatNumberIn(points.length), points.length === 1, 'years', t),
      invested: formatInr(last.invested),
      value: formatInr(last.value),
    },
  );
}

/**
 * A point at the end of each whole year of a plan `months` long, and one at its end when that is not a
 * whole year, from a rule that says what the plan is worth after a number of months.
 * @example yearlyPoints(18, (months) => ({ totalInvestment: months * 100, maturityAmount: months * 110 }))
 * // [{ year: 1, invested: 1200, value: 1320 }, { year: 1.5, invested: 1800, value: 1980 }]
 */
export function yearlyPoints(
  months: number,
  valueAfter: (months: number) => { totalInvestment: number; maturityAmount: number },
): GrowthPoint[] {
  const ends: number[] = [];
  for (let month = 12; month <= months; month += 12) ends.push(month);
  if (ends.at(-1) !== months) ends.push(months);
  return ends.map((month) => {
    const result = valueAfter(month);
    return {
      year: Math.round((month / 12) * 100) / 100,
      invested: result.totalInvestment,
      value: result.maturityAmount,
    };
  });
}

import { requireNumberIn, RuleInputError } from '@fintools/shared/finance/rule-input-error';

/** One cash flow: the day it happened and its amount, negative when money went in (as a spreadsheet writes it). */
export interface CashFlow {
  /** Days since 1970-01-01 (`dayNumber` of its date). */
  day: number;
  /** Rupees: below 0 invested, above 0 received (a withdrawal, or the value on the valuation date). */
  amount: number;
}

/** The most flows the rule takes: more rows than any visitor types or pastes. */
export const MAX_CASH_FLOWS = 500;

/**
 * Rates tried for a change of sign of the net present value, from a loss of nearly everything to a millionfold
 * gain a year. Spreadsheets start from a guess of 10 % and return the root Newton's method reaches from it; the
 * bracket nearest to 10 % finds that root without Newton's failures (a flat slope, a step past −100 %).
 */
const RATES_TRIED = [
  -0.999999, -0.9999, -0.999, -0.99, -0.95, -0.9, -0.8, -0.6, -0.4, -0.2, -0.1, 0, 0.05, 0.1, 0.15, 0.2, 0.3, 0.5, 0.75,
  1, 1.5, 2, 3, 5, 10, 20, 50, 100, 1e3, 1e4, 1e5, 1e6,
];

/**
 * XIRR, as spreadsheets compute it: the yearly rate r with Σ amount × (1 + r)^(−days since the first flow / 365) = 0,
 * as a fraction a year (0.1341 for 13.41 %). The net present value is found to change sign between two of
 * `RATES_TRIED` (the pair nearest to 10 %), and the root between them is halved down to the last bit of a double.
 * Null when there is none: flows all of one sign, or none that the rates tried can balance.
 *
 * Domain: 2 to `MAX_CASH_FLOWS` flows of finite amounts and whole-number days.
 * @example xirr([{ day: 19723, amount: -10000 }, { day: 19905, amount: -10000 }, { day: 20089, amount: 22000 }]) // 0.13411…
 * @throws RuleInputError for input outside the domain.
 */
export function xirr(flows: readonly CashFlow[]): number | null {
  requireNumberIn('xirr', 'flows', flows.length, { min: 2, max: MAX_CASH_FLOWS, integer: true });
  for (const flow of flows) {
    requireNumberIn('xirr', 'day', flow.day, { min: -1e7, max: 1e7, integer: true });
    if (!Number.isFinite(flow.amount))
      throw new RuleInputError('xirr', 'amount', 'not-finite', 'a finite number', flow.amount);
  }
  if (!flows.some((flow) => flow.amount < 0) || !flows.some((flow) => flow.amount > 0)) return null;
  const first = Math.min(...flows.map((flow) => flow.day));
  const terms = flows.map((flow) => ({ years: (flow.day - first) / 365, amount: flow.amount }));
  const npv = (rate: number) =>
    terms.reduce((sum, term) => sum + term.amount * Math.exp(-term.years * Math.log1p(rate)), 0);

  const values = RATES_TRIED.map(npv);
  let best: [number, number] | null = null;
  for (let index = 0; index < RATES_TRIED.length; index += 1) {
    const [rate, value] = [RATES_TRIED[index]!, values[index]!];
    if (value === 0) return rate;
    const [next, nextValue] = [RATES_TRIED[index + 1], values[index + 1]];
    if (next === undefined || nextValue === undefined || !Number.isFinite(value) || !Number.isFinite(nextValue))
      continue;
    if (Math.sign(value) === Math.sign(nextValue)) continue;
    if (best === null || distanceToGuess(rate, next) < distanceToGuess(...best)) best = [rate, next];
  }
  if (best === null) return null;
  let [low, high] = best;
  const lowSign = Math.sign(npv(low));
  // Halving until the interval cannot shrink: at most ~1,100 steps for a double, ~60 in practice.
  for (let step = 0; step < 2000; step += 1) {
    const middle = (low + high) / 2;
    if (middle <= low || middle >= high) break;
    const value = npv(middle);
    if (value === 0) return middle;
    if (Math.sign(value) === lowSign) low = middle;
    else high = middle;
  }
  return (low + high) / 2;
}

function distanceToGuess(low: number, high: number): number {
  const guess = 0.1;
  return guess >= low && guess <= high ? 0 : Math.min(Math.abs(low - guess), Math.abs(high - guess));
}

/**
 * The XIRR in percent to two decimals, half away from zero, or null when there is none.
 * @example xirrPercent(flows) // 13.41
 */
export function xirrPercent(flows: readonly CashFlow[]): number | null {
  const rate = xirr(flows);
  if (rate === null) return null;
  const hundredths = Math.sign(rate) * Math.round(Math.abs(rate) * 10000);
  return hundredths / 100 || 0;
}

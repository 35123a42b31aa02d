/**
 * GST on an amount, added or taken out, and its split into CGST and SGST (Central Goods and Services
 * Tax Act, 2017, and each State's GST Act: on a sale within a State half the rate is CGST, half SGST).
 */

import { GST_RATES, type GstRate } from './gst-rates';
import { MAX_AMOUNT } from '@fintools/shared/finance/limits';
import { requireChoice, requireNumberIn, type NumberDomain } from '@fintools/shared/finance/rule-input-error';

/** Whether the amount typed is before GST ('exclusive') or already includes it ('inclusive'). */
export type GstMode = 'exclusive' | 'inclusive';
export const GST_MODES: readonly GstMode[] = ['exclusive', 'inclusive'];

export interface GstInput {
  /** Rupees, to the paisa. */
  amount: number;
  rate: GstRate;
  mode: GstMode;
}

/** Every amount in rupees, to the paisa; cgst = sgst, cgst + sgst = gst and net + gst = total exactly. */
export interface GstResult {
  net: number;
  gst: number;
  total: number;
  cgst: number;
  sgst: number;
}

/**
 * From ₹0 to MAX_AMOUNT / 100 (₹10 lakh crore), paise allowed: up to there the total with 40% GST is still
 * a double exact to the paisa (they stop being so above about ₹90 lakh crore).
 */
export const GST_AMOUNT_DOMAIN: NumberDomain = { min: 0, max: MAX_AMOUNT / 100 };

/**
 * GST on `amount` at `rate`, with CGST and SGST each half of it on the same value and always equal.
 *
 * On a sale within a State, CGST and SGST are each levied at half the rate on the same taxable value (CGST
 * Act, 2017, section 9(1) and each SGST Act's section 9(1); rate notifications give both halves, e.g. 2.5% +
 * 2.5%), so each is worked out on its own and rounded half up to the paisa, and GST is their sum:
 * - Before GST: each half = amount × (rate / 2) / 100; GST = CGST + SGST; total = amount + GST.
 * - Including GST: each half = amount × (rate / 2) / (100 + rate), the exact half of the GST inside the
 *   amount; GST = CGST + SGST; net = amount − GST, so the lines add up to what was paid (the net can then be
 *   a paisa from amount × 100 / (100 + rate) rounded: ₹999 at 5% → 951.42, not 951.43).
 *
 * Worked in BigInt paise (the rate in hundredths of a percent), so every rounding is exact and happens once.
 *
 * Domain: amount in GST_AMOUNT_DOMAIN (read to the paisa), rate one of GST_RATES, mode 'exclusive' or
 * 'inclusive'; anything else throws a RuleInputError.
 * @example calculateGst({ amount: 1000, rate: 18, mode: 'exclusive' })
 * // { net: 1000, gst: 180, total: 1180, cgst: 90, sgst: 90 }
 * @example calculateGst({ amount: 999, rate: 5, mode: 'inclusive' })
 * // { net: 951.42, gst: 47.58, total: 999, cgst: 23.79, sgst: 23.79 } (each half exactly 23.7857…)
 */
export function calculateGst(input: GstInput): GstResult {
  requireNumberIn('calculateGst', 'amount', input.amount, GST_AMOUNT_DOMAIN);
  const rate = requireChoice('calculateGst', 'rate', input.rate, GST_RATES);
  const mode = requireChoice('calculateGst', 'mode', input.mode, GST_MODES);
  const amount = BigInt(Math.round(input.amount * 100));
  const basisPoints = BigInt(Math.round(rate * 100));
  // Half the rate on the value: over 2 × 10,000 basis points before GST, over 2 × (10,000 + rate) inside it.
  const half = divideHalfUp(amount * basisPoints, 2n * (mode === 'exclusive' ? 10_000n : 10_000n + basisPoints));
  const gst = 2n * half;
  const net = mode === 'exclusive' ? amount : amount - gst;
  return {
    net: rupees(net),
    gst: rupees(gst),
    total: rupees(net + gst),
    cgst: rupees(half),
    sgst: rupees(half),
  };
}

function divideHalfUp(numerator: bigint, denominator: bigint): bigint {
  return (2n * numerator + denominator) / (2n * denominator);
}

function rupees(paise: bigint): number {
  return Number(paise) / 100;
}

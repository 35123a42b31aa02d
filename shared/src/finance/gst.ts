/**
 * GST on an amount, added or taken out, and its split into CGST and SGST (Central Goods and Services
 * Tax Act, 2017, and each State's GST Act: on a sale within a State half the rate is CGST, half SGST).
 */

import { GST_RATES, type GstRate } from '../data/gst-rates';
import { MAX_AMOUNT } from './limits';
import { requireChoice, requireNumberIn, type NumberDomain } from './rule-input-error';

/** Whether the amount typed is before GST ('exclusive') or already includes it ('inclusive'). */
export type GstMode = 'exclusive' | 'inclusive';
export const GST_MODES: readonly GstMode[] = ['exclusive', 'inclusive'];

export interface GstInput {
  /** Rupees, to the paisa. */
  amount: number;
  rate: GstRate;
  mode: GstMode;
}

/** Every amount in rupees, to the paisa; net + gst = total and cgst + sgst = gst exactly. */
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
 * GST on `amount` at `rate`.
 *
 * - Before GST: GST = amount × rate / 100, rounded half up to the paisa; total = amount + GST.
 * - Including GST: net = amount × 100 / (100 + rate), rounded half up to the paisa; GST = amount − net.
 * - CGST is half the GST, rounded half up to the paisa; SGST is the rest, so the two add up.
 *
 * Worked in BigInt paise (the rate in hundredths of a percent), so every rounding is exact.
 *
 * Domain: amount in GST_AMOUNT_DOMAIN (read to the paisa), rate one of GST_RATES, mode 'exclusive' or
 * 'inclusive'; anything else throws a RuleInputError.
 * @example calculateGst({ amount: 1000, rate: 18, mode: 'exclusive' })
 * // { net: 1000, gst: 180, total: 1180, cgst: 90, sgst: 90 }
 * @example calculateGst({ amount: 999, rate: 5, mode: 'inclusive' })
 * // { net: 951.43, gst: 47.57, total: 999, cgst: 23.79, sgst: 23.78 }
 */
export function calculateGst(input: GstInput): GstResult {
  requireNumberIn('calculateGst', 'amount', input.amount, GST_AMOUNT_DOMAIN);
  const rate = requireChoice('calculateGst', 'rate', input.rate, GST_RATES);
  const mode = requireChoice('calculateGst', 'mode', input.mode, GST_MODES);
  const amount = BigInt(Math.round(input.amount * 100));
  const basisPoints = BigInt(Math.round(rate * 100));
  let net: bigint;
  let gst: bigint;
  if (mode === 'exclusive') {
    net = amount;
    gst = divideHalfUp(amount * basisPoints, 10_000n);
  } else {
    net = divideHalfUp(amount * 10_000n, 10_000n + basisPoints);
    gst = amount - net;
  }
  const cgst = divideHalfUp(gst, 2n);
  return {
    net: rupees(net),
    gst: rupees(gst),
    total: rupees(net + gst),
    cgst: rupees(cgst),
    sgst: rupees(gst - cgst),
  };
}

function divideHalfUp(numerator: bigint, denominator: bigint): bigint {
  return (2n * numerator + denominator) / (2n * denominator);
}

function rupees(paise: bigint): number {
  return Number(paise) / 100;
}

/**
 * An amount of rupees in words, the way Indian receipts and cheques write it: the Indian system (thousand,
 * lakh, crore), each word capitalised, tens and units joined by a hyphen, no "and".
 */

import { requireNumberIn } from '@fintools/shared/finance/rule-input-error';
import { MAX_AMOUNT } from '@fintools/shared/finance/limits';

const UNITS = [
  '',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

/** The Indian system's steps, largest first: a crore is 100 lakh, a lakh 100 thousand. */
const STEPS: readonly [number, string][] = [
  [10_000_000, 'Crore'],
  [100_000, 'Lakh'],
  [1_000, 'Thousand'],
  [100, 'Hundred'],
];

/** 1 to 99: "Seven", "Nineteen", "Forty", "Twenty-Five". */
function belowHundred(value: number): string {
  if (value < 20) return UNITS[value] ?? '';
  const unit = UNITS[value % 10] ?? '';
  return unit ? `${TENS[Math.floor(value / 10)]}-${unit}` : (TENS[Math.floor(value / 10)] ?? '');
}

/** The words for a whole number from 1 up; above 99 crore the crores are themselves counted in lakh and thousand. */
function numberInWords(value: number): string {
  for (const [size, name] of STEPS) {
    if (value >= size) {
      const rest = value % size;
      const count = numberInWords(Math.floor(value / size));
      return rest === 0 ? `${count} ${name}` : `${count} ${name} ${numberInWords(rest)}`;
    }
  }
  return belowHundred(value);
}

/**
 * Whole rupees in words, ending "Rupees Only" ("Rupee Only" for one).
 * Domain: a whole number of rupees from 1 to MAX_AMOUNT; else a RuleInputError.
 * @example amountInWords(125000) // 'One Lakh Twenty-Five Thousand Rupees Only'
 * @example amountInWords(10_00_00_000) // 'Ten Crore Rupees Only'
 * @example amountInWords(1) // 'One Rupee Only'
 */
export function amountInWords(rupees: number): string {
  requireNumberIn('amountInWords', 'rupees', rupees, { min: 1, max: MAX_AMOUNT, integer: true });
  return `${numberInWords(rupees)} ${rupees === 1 ? 'Rupee' : 'Rupees'} Only`;
}

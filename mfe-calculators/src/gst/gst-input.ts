import { GST_RATES, type GstRate } from './gst-rates';
import { GST_AMOUNT_DOMAIN, GST_MODES, type GstInput, type GstMode } from './gst';
import { readAmount } from '@fintools/shared/validation/read-amount';
import { resultOf, type Validation } from '@fintools/shared/validation/result';

export const GST_MESSAGES = {
  amount: 'Enter a valid amount.',
  rate: 'Choose a GST rate.',
  mode: 'Choose whether the amount includes GST.',
} as const;

export interface GstFields {
  amount: string;
  rate: string;
  mode: string;
}

/**
 * Reads the GST Calculator's fields: an amount above ₹0 to the paisa, within GST_AMOUNT_DOMAIN; a rate of
 * GST_RATES; a mode. Never throws.
 * @example validateGstInput({ amount: '999', rate: '5', mode: 'inclusive' })
 * // { ok: true, value: { amount: 999, rate: 5, mode: 'inclusive' } }
 */
export function validateGstInput(fields: GstFields): Validation<GstInput> {
  const amount = readAmount(fields.amount, { ...GST_AMOUNT_DOMAIN, minExclusive: true }, null, true);
  const rate = GST_RATES.find((candidate) => String(candidate) === fields.rate.trim()) ?? null;
  const mode = GST_MODES.includes(fields.mode as GstMode) ? (fields.mode as GstMode) : null;
  return resultOf(
    {
      amount: amount === null ? GST_MESSAGES.amount : undefined,
      rate: rate === null ? GST_MESSAGES.rate : undefined,
      mode: mode === null ? GST_MESSAGES.mode : undefined,
    },
    () => ({ amount: amount!, rate: rate as GstRate, mode: mode! }),
  );
}

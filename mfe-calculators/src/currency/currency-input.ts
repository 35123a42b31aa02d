import { MAX_AMOUNT } from '@fintools/shared/finance/limits';
import { parseDecimal } from '@fintools/shared/format/indian-number';
import { resultOf, type Validation } from '@fintools/shared/validation/result';

/** The spec gives the amount's rule (numeric, minimum 0, §5 "Currency") but no words; these are ours. */
export const CURRENCY_AMOUNT_MESSAGE = 'Enter a valid amount.';

/** The amount field as the screen holds it: what the visitor typed. */
export interface CurrencyFields {
  amount: string;
}

export interface CurrencyAmountInput {
  amount: number;
}

/**
 * Checks the amount (docs/product.md §5 "Currency": numeric, minimum 0). Decimals are allowed; empty, a lone ".",
 * signs, exponents and anything above `MAX_AMOUNT` get the one message.
 * @example validateCurrencyInput({ amount: '2500.5' }) // { ok: true, value: { amount: 2500.5 } }
 * @example validateCurrencyInput({ amount: '' }) // { ok: false, errors: { amount: 'Enter a valid amount.' } }
 */
export function validateCurrencyInput(fields: CurrencyFields): Validation<CurrencyAmountInput> {
  const amount = parseDecimal(fields.amount);
  return resultOf<CurrencyAmountInput, keyof CurrencyAmountInput>(
    { amount: amount === null || amount < 0 || amount > MAX_AMOUNT ? CURRENCY_AMOUNT_MESSAGE : undefined },
    () => ({ amount: amount! }),
  );
}

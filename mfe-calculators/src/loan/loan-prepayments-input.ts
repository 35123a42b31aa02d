import type { LoanInput } from '@fintools/shared/finance/emi';
import {
  isPrepaymentMode,
  MAX_PREPAYMENTS,
  type Prepayment,
  type PrepaymentMode,
} from '@fintools/shared/finance/prepayments';
import { MAX_AMOUNT } from '@fintools/shared/finance/limits';
import { tenureMonths } from '@fintools/shared/finance/tenure';
import type { Rupees } from '@fintools/shared/finance/units';
import { parseGroupedDigits } from '@fintools/shared/format/indian-number';
import { interpolate } from '@fintools/shared/language/languages';
import { validateLoanInput, type LoanFields } from '../emi/loan-input';
import { invalid, ok, type FieldErrors, type Result } from '@fintools/shared/validation/result';

/** docs/product.md §5, word for word. */
export const PREPAYMENT_AMOUNT_MESSAGE = 'Enter a valid prepayment amount.';
/** The month's message as written, with its placeholder: how every language finds it. */
export const PREPAYMENT_MONTH_MESSAGE = 'Enter a month from 1 to {months}.';
/** @example prepaymentMonthMessage(240) // "Enter a month from 1 to 240." */
export const prepaymentMonthMessage = (months: number) => interpolate(PREPAYMENT_MONTH_MESSAGE, { months });
/**
 * The values of a month message, for a `Field` to show it in the page's language; none for any other message.
 * @example prepaymentMonthValues('Enter a month from 1 to 240.') // { months: '240' }
 */
export function prepaymentMonthValues(message: string | undefined): { months: string } | undefined {
  const months = /(\d+)\.$/.exec(message ?? '')?.[1];
  return months !== undefined && message === prepaymentMonthMessage(Number(months)) ? { months } : undefined;
}
/** Not in the issue: the choice is a select, so only a hand-edited link can get it wrong. */
export const PREPAYMENT_MODE_MESSAGE = 'Choose Reduce tenure or Reduce EMI.';

/** One prepayment row as the form holds it: the typed text, and the checkbox. */
export interface PrepaymentFields {
  /** Digits, possibly with grouping commas. */
  amount: string;
  /** Digits: the month it is paid in. */
  month: string;
  repeatYearly: boolean;
}

/** The Loan form: the loan's fields, the prepayment rows as one text (`writePrepaymentRows`) and the mode. */
export interface PrepaidLoanFields extends LoanFields {
  prepayments: string;
  /** 'reduce-tenure' or 'reduce-emi'. */
  afterPrepayment: string;
}

/** A checked Loan form: the loan, its prepayments and what they reduce. */
export interface PrepaidLoanInput {
  loan: LoanInput;
  prepayments: Prepayment[];
  mode: PrepaymentMode;
}

/** What the Loan form's messages are keyed by: its fields, and each prepayment row's two fields. */
export type PrepaidLoanErrorKey =
  keyof PrepaidLoanFields | `prepayments.${number}.amount` | `prepayments.${number}.month`;

/**
 * The prepayment rows as one text, for a form field and a shareable link: each row is the amount,
 * "m" and the month, with "y" when it repeats every year; rows are joined by "_". Only characters a
 * URL keeps as they are, besides the amount's grouping commas.
 * @example writePrepaymentRows([{ amount: '5,00,000', month: '12', repeatYearly: true }]) // "5,00,000m12y"
 */
export function writePrepaymentRows(rows: readonly PrepaymentFields[]): string {
  return rows.map((row) => `${row.amount}m${row.month}${row.repeatYearly ? 'y' : ''}`).join('_');
}

/**
 * The rows of `writePrepaymentRows`' text, at most `MAX_PREPAYMENTS`. A row a hand-edited link
 * garbled comes back empty, so the validator asks for its amount and month.
 * @example readPrepaymentRows("5,00,000m12y_1000m") // [{ amount: '5,00,000', month: '12', repeatYearly: true }, { amount: '1000', month: '', repeatYearly: false }]
 */
export function readPrepaymentRows(text: string): PrepaymentFields[] {
  if (text === '') return [];
  return text
    .split('_')
    .slice(0, MAX_PREPAYMENTS)
    .map((row) => {
      const [, amount = '', month = '', yearly] = /^([\d,]*)m(\d*)(y?)$/.exec(row) ?? [];
      return { amount, month, repeatYearly: yearly === 'y' };
    });
}

/**
 * Checks the Loan form: the loan as `validateLoanInput` does (docs/product.md §5), then each prepayment: an
 * amount above 0 (whole rupees up to `MAX_AMOUNT`) and a month from 1 to the loan's months. While the
 * tenure itself is wrong there are no months to check against, so only the tenure's message shows.
 * @example
 * validatePrepaidLoanInput({ loanAmount: '50,00,000', rate: '8.5', loanTenure: '20', unit: 'years', prepayments: '5,00,000m12', afterPrepayment: 'reduce-tenure' })
 * // { ok: true, value: { loan: { loanAmount: 5000000, … }, prepayments: [{ amount: 500000, month: 12, repeatYearly: false }], mode: 'reduce-tenure' } }
 * @example
 * validatePrepaidLoanInput({ …, loanTenure: '20', prepayments: '0m241' }).errors
 * // { 'prepayments.0.amount': PREPAYMENT_AMOUNT_MESSAGE, 'prepayments.0.month': 'Enter a month from 1 to 240.' }
 */
export function validatePrepaidLoanInput(
  fields: PrepaidLoanFields,
): Result<PrepaidLoanInput, FieldErrors<PrepaidLoanErrorKey>> {
  const loan = validateLoanInput(fields);
  const errors: FieldErrors<PrepaidLoanErrorKey> = loan.ok ? {} : { ...loan.errors };
  const months = loan.ok ? tenureMonths(loan.value.loanTenure, loan.value.unit) : null;
  const prepayments = readPrepaymentRows(fields.prepayments).map((row, index) => {
    const amount = parseGroupedDigits(row.amount);
    const month = parseGroupedDigits(row.month);
    if (amount === null || amount <= 0 || amount > MAX_AMOUNT) {
      errors[`prepayments.${index}.amount`] = PREPAYMENT_AMOUNT_MESSAGE;
    }
    if (months !== null && (month === null || month < 1 || month > months)) {
      errors[`prepayments.${index}.month`] = prepaymentMonthMessage(months);
    }
    return { amount: amount as Rupees, month: month ?? 0, repeatYearly: row.repeatYearly };
  });
  if (!isPrepaymentMode(fields.afterPrepayment)) errors.afterPrepayment = PREPAYMENT_MODE_MESSAGE;
  if (!loan.ok || Object.keys(errors).length > 0) return invalid(errors);
  return ok({ loan: loan.value, prepayments, mode: fields.afterPrepayment as PrepaymentMode });
}

import { MAX_CASH_FLOWS, xirrPercent, type CashFlow } from './xirr';
import { MAX_AMOUNT } from '@fintools/shared/finance/limits';
import { dayNumber, parseIsoDate, toIsoDate } from '@fintools/shared/format/dates';
import { parseGroupedDigits } from '@fintools/shared/format/indian-number';
import { invalid, ok, type FieldErrors, type Result } from '@fintools/shared/validation/result';

export const XIRR_INVESTMENT_MESSAGE = 'Add at least one investment.';
export const XIRR_CURRENT_VALUE_MESSAGE = 'Enter the current value and its date.';
export const XIRR_VALUATION_ORDER_MESSAGE = 'The valuation date must be after the first investment.';
export const XIRR_NOT_FOUND_MESSAGE = 'XIRR cannot be found for these cash flows.';
export const XIRR_DATE_MESSAGE = 'Enter a valid date.';
export const XIRR_LATE_DATE_MESSAGE = 'Enter a date on or before the valuation date.';
export const XIRR_AMOUNT_MESSAGE = 'Enter a valid amount.';

/** The earliest and latest dates the form takes. */
export const XIRR_MIN_DATE = '1900-01-01';
export const XIRR_MAX_DATE = '2999-12-31';

export type FlowType = 'investment' | 'withdrawal';

/** One row as the form holds it. */
export interface FlowRow {
  /** `YYYY-MM-DD`, or '' before one is chosen. */
  date: string;
  /** Digits, possibly with grouping commas. */
  amount: string;
  type: FlowType;
}

/** The XIRR form: the rows as one text (`writeFlowRows`), the current value and its date. */
export interface XirrFields {
  flows: string;
  currentValue: string;
  valuationDate: string;
}

/** What the form's messages are keyed by: its fields (`flows` for the table as a whole) and each row's two fields. */
export type XirrErrorKey = keyof XirrFields | `flows.${number}.date` | `flows.${number}.amount`;

/** A checked form: the XIRR in percent, and the totals beside it, in rupees. */
export interface XirrResult {
  xirr: number;
  invested: number;
  /** Withdrawals and the current value, less what was invested. */
  gain: number;
}

/**
 * The rows as one text, for a form field and a shareable link: each row is its date, "i" (investment) or "w"
 * (withdrawal) and its amount; rows are joined by "_". Only characters a URL keeps as they are.
 * @example writeFlowRows([{ date: '2024-01-01', amount: '10,000', type: 'investment' }]) // "2024-01-01i10,000"
 */
export function writeFlowRows(rows: readonly FlowRow[]): string {
  return rows.map((row) => `${row.date}${row.type === 'withdrawal' ? 'w' : 'i'}${row.amount}`).join('_');
}

/**
 * The rows of `writeFlowRows`' text, at most `MAX_CASH_FLOWS`. A row a hand-edited link garbled comes back empty,
 * so the validator asks for its date and amount.
 * @example readFlowRows('2024-01-01i10,000_w') // [{ date: '2024-01-01', amount: '10,000', type: 'investment' }, { date: '', amount: '', type: 'withdrawal' }]
 */
export function readFlowRows(text: string): FlowRow[] {
  if (text === '') return [];
  return text
    .split('_')
    .slice(0, MAX_CASH_FLOWS - 1)
    .map((row) => {
      const [, date = '', type = 'i', amount = ''] = /^([\d-]*)([iw])([\d,]*)$/.exec(row) ?? [];
      return { date, amount, type: type === 'w' ? 'withdrawal' : 'investment' };
    });
}

/**
 * Rows pasted from a spreadsheet: a date and an amount on each line (tab, comma or semicolon between), the date as
 * 2024-01-31, 31-01-2024 or 31/01/2024, the amount with or without ₹ and grouping. When some amounts are negative
 * (a spreadsheet's XIRR column), those are the investments and the rest withdrawals; otherwise every row is an
 * investment. Lines that are neither (a header) are skipped. Null when no line is a row.
 * @example readPastedRows('01/01/2024\t-10,000\n01/07/2024\t-10000') // two investments of 10,000
 */
export function readPastedRows(text: string): FlowRow[] | null {
  const parsed = text
    .split(/\r?\n/)
    .map((line) => /^\s*([^\t,;]+?)\s*[\t;,]\s*(-?)\s*₹?\s*(-?)([\d,]+(?:\.\d+)?)\s*$/.exec(line))
    .flatMap((match) => {
      const date = match && readPastedDate(match[1]!);
      if (!match || !date) return [];
      const amount = Math.round(Number(match[4]!.replace(/,/g, '')));
      return [{ date, amount: String(amount), negative: match[2] === '-' || match[3] === '-' }];
    })
    .slice(0, MAX_CASH_FLOWS - 1);
  if (parsed.length === 0) return null;
  const signed = parsed.some((row) => row.negative);
  return parsed.map((row) => ({
    date: row.date,
    amount: row.amount,
    type: !signed || row.negative ? 'investment' : 'withdrawal',
  }));
}

function readPastedDate(text: string): string | null {
  const iso = parseIsoDate(text);
  if (iso) return toIsoDate(iso);
  const match = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/.exec(text.trim());
  if (!match) return null;
  const date = parseIsoDate(`${match[3]}-${match[2]!.padStart(2, '0')}-${match[1]!.padStart(2, '0')}`);
  return date && toIsoDate(date);
}

const readDate = (text: string) => {
  const date = parseIsoDate(text);
  return date && text >= XIRR_MIN_DATE && text <= XIRR_MAX_DATE ? dayNumber(date) : null;
};
const readAmount = (text: string) => {
  const amount = parseGroupedDigits(text);
  return amount !== null && amount > 0 && amount <= MAX_AMOUNT ? amount : null;
};

/**
 * Checks the XIRR form: each row a date from 1900 to 2999 on or before the valuation date, and an amount above 0
 * (whole rupees up to `MAX_AMOUNT`); at least one investment; the current value (from ₹0) and its date; the
 * valuation date after the first investment. Then the XIRR itself: when no rate balances the flows, the table says
 * so. The table's own messages (no investment, no XIRR) are keyed `flows`.
 * @example
 * validateXirrInput({ flows: '2024-01-01i10,000_2024-07-01i10,000', currentValue: '22,000', valuationDate: '2025-01-01' })
 * // { ok: true, value: { xirr: 13.41, invested: 20000, gain: 2000 } }
 */
export function validateXirrInput(fields: XirrFields): Result<XirrResult, FieldErrors<XirrErrorKey>> {
  const errors: FieldErrors<XirrErrorKey> = {};
  const rows = readFlowRows(fields.flows);
  const valuationDay = readDate(fields.valuationDate);
  const currentValue = fields.currentValue.trim() === '' ? null : parseGroupedDigits(fields.currentValue);
  if (currentValue === null || currentValue > MAX_AMOUNT) errors.currentValue = XIRR_CURRENT_VALUE_MESSAGE;
  if (valuationDay === null) errors.valuationDate = XIRR_CURRENT_VALUE_MESSAGE;
  const flows: CashFlow[] = [];
  rows.forEach((row, index) => {
    const day = readDate(row.date);
    const amount = readAmount(row.amount);
    if (day === null) errors[`flows.${index}.date`] = XIRR_DATE_MESSAGE;
    else if (valuationDay !== null && day > valuationDay) errors[`flows.${index}.date`] = XIRR_LATE_DATE_MESSAGE;
    if (amount === null) errors[`flows.${index}.amount`] = XIRR_AMOUNT_MESSAGE;
    if (day !== null && amount !== null) flows.push({ day, amount: row.type === 'investment' ? -amount : amount });
  });
  const investments = rows.filter((row) => row.type === 'investment');
  if (investments.length === 0) errors.flows = XIRR_INVESTMENT_MESSAGE;
  const investedDays = flows.filter((flow) => flow.amount < 0).map((flow) => flow.day);
  if (valuationDay !== null && investedDays.length > 0 && valuationDay <= Math.min(...investedDays)) {
    errors.valuationDate = XIRR_VALUATION_ORDER_MESSAGE;
  }
  if (Object.keys(errors).length > 0) return invalid(errors);

  flows.push({ day: valuationDay!, amount: currentValue! });
  const rate = xirrPercent(flows);
  if (rate === null) return invalid({ flows: XIRR_NOT_FOUND_MESSAGE });
  const invested = -flows.reduce((sum, flow) => sum + Math.min(0, flow.amount), 0);
  const received = flows.reduce((sum, flow) => sum + Math.max(0, flow.amount), 0);
  return ok({ xirr: rate, invested, gain: received - invested });
}

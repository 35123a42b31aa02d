import { taxYearOrDefault } from '@fintools/shared/data/tax-years';
import { formatDate, parseIsoDate, toIsoDate } from '@fintools/shared/format/dates';
import { interpolate, type Translate } from '@fintools/shared/language/languages';
import { readAmount } from '@fintools/shared/validation/read-amount';
import { resultOf, type Validation } from '@fintools/shared/validation/result';
import { TAX_REGIMES, TAXPAYER_AGES, type TaxpayerAge, type TaxRegime } from '../income-tax/tax';
import { ADVANCE_TAX_AMOUNT_DOMAIN, filingDateRange, type AdvanceTaxInput } from './advance-tax';

/** The form's fields, as its inputs hold them (amounts with grouping commas, the date as `YYYY-MM-DD`). */
export interface AdvanceTaxFields {
  year: string;
  regime: string;
  age: string;
  /** 'yes' or 'no': income from business or profession. */
  business: string;
  income: string;
  tds: string;
  paidJune: string;
  paidSeptember: string;
  paidDecember: string;
  paidMarch: string;
  filedOn: string;
}

/** The four instalment fields, in the order of their due dates. */
export const PAID_FIELDS = ['paidJune', 'paidSeptember', 'paidDecember', 'paidMarch'] as const;

export const ADVANCE_TAX_MESSAGES = {
  regime: 'Choose a regime.',
  age: 'Choose an age.',
  business: 'Say whether you have income from business or profession.',
  income: 'Enter a valid income.',
  tds: 'Enter a valid amount of TDS and TCS.',
  paid: 'Enter a valid amount, or leave it empty.',
  filedOn: 'Enter the date the return was filed.',
} as const;

/** A filing date outside the year's range: the message, its dates as values. */
export const FILING_DATE_MESSAGE = 'Enter a date from {first} to {last}.';

/**
 * The message for a filing date outside the range the rule takes for `year`, in the page's language (`t`).
 * @example filingDateMessage('2026-27') // 'Enter a date from 1 Apr 2027 to 31 Mar 2032.'
 */
export function filingDateMessage(year: string, t: Translate = interpolate): string {
  const { first, last } = filingDateRange(taxYearOrDefault(year));
  return t(FILING_DATE_MESSAGE, { first: formatDate(toIsoDate(first), t), last: formatDate(toIsoDate(last), t) });
}

/**
 * Reads the Advance Tax Calculator's fields: the income required, TDS and each instalment 0 when empty, all
 * whole rupees within the rule's domain; a real filing date within `filingDateRange` of the year. A year no
 * tool offers (a hand-edited link) is the default year. The filing date's range is worded by `t` (its dates are
 * values); the other messages are the spec's English, which the fields show in the page's language. Never throws.
 * @example validateAdvanceTaxInput({ year: '2026-27', regime: 'new', age: 'below-60', business: 'no',
 *   income: '30,00,000', tds: '1,00,000', paidJune: '40,000', paidSeptember: '1,10,000',
 *   paidDecember: '1,00,000', paidMarch: '1,00,000', filedOn: '2027-07-31' }).ok // true
 */
export function validateAdvanceTaxInput(
  fields: AdvanceTaxFields,
  t: Translate = interpolate,
): Validation<AdvanceTaxInput, keyof AdvanceTaxFields> {
  const year = taxYearOrDefault(fields.year);
  const regime = TAX_REGIMES.includes(fields.regime as TaxRegime) ? (fields.regime as TaxRegime) : null;
  const age = TAXPAYER_AGES.includes(fields.age as TaxpayerAge) ? (fields.age as TaxpayerAge) : null;
  const business = fields.business === 'yes' ? true : fields.business === 'no' ? false : null;
  const income = readAmount(fields.income, ADVANCE_TAX_AMOUNT_DOMAIN, null);
  const tds = readAmount(fields.tds, ADVANCE_TAX_AMOUNT_DOMAIN);
  const paid = PAID_FIELDS.map((field) => readAmount(fields[field], ADVANCE_TAX_AMOUNT_DOMAIN));
  const filedOn = parseIsoDate(fields.filedOn);
  const { first, last } = filingDateRange(year);
  const filedIso = filedOn ? toIsoDate(filedOn) : '';
  const filedOnMessage = !filedOn
    ? ADVANCE_TAX_MESSAGES.filedOn
    : filedIso < toIsoDate(first) || filedIso > toIsoDate(last)
      ? filingDateMessage(year, t)
      : undefined;
  const paidMessage = (index: number) => (paid[index] === null ? ADVANCE_TAX_MESSAGES.paid : undefined);
  return resultOf<AdvanceTaxInput, keyof AdvanceTaxFields>(
    {
      regime: regime === null ? ADVANCE_TAX_MESSAGES.regime : undefined,
      age: age === null ? ADVANCE_TAX_MESSAGES.age : undefined,
      business: business === null ? ADVANCE_TAX_MESSAGES.business : undefined,
      income: income === null ? ADVANCE_TAX_MESSAGES.income : undefined,
      tds: tds === null ? ADVANCE_TAX_MESSAGES.tds : undefined,
      paidJune: paidMessage(0),
      paidSeptember: paidMessage(1),
      paidDecember: paidMessage(2),
      paidMarch: paidMessage(3),
      filedOn: filedOnMessage,
    },
    () => ({
      year,
      regime: regime!,
      age: age!,
      businessIncome: business!,
      totalIncome: income!,
      tdsAndTcs: tds!,
      paid: [paid[0]!, paid[1]!, paid[2]!, paid[3]!],
      returnFiledOn: filedOn!,
    }),
  );
}

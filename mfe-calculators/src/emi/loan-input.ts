import { loanMonths, monthlyInstalment } from '@fintools/shared/finance/emi';
import { MAX_LOAN_RATE, MAX_LOAN_YEARS, type LoanInput } from '@fintools/shared/finance/emi';
import { parseDecimal, parseGroupedDigits } from '@fintools/shared/format/indian-number';
import { refuseHugeResults } from '../common/result-limit';
import { resultOf, type Validation } from '@fintools/shared/validation/result';
import { isTenureUnit, type TenureUnit } from '@fintools/shared/finance/tenure';
import { MAX_AMOUNT } from '@fintools/shared/finance/limits';
import type { PercentPerYear, Rupees } from '@fintools/shared/finance/units';

/** docs/product.md §5 "EMI and Loan", word for word. */
export const LOAN_AMOUNT_MESSAGE = 'Enter a valid loan amount.';
export const LOAN_RATE_MESSAGE = 'Enter a valid interest rate.';

/** The rate must be above 0 and at most this (percent a year): the rule's own limit. */
export const LOAN_MAX_RATE = MAX_LOAN_RATE;
/** The tenure is a whole number in this range, in years or in months alike: at most the rule's longest loan. */
export const LOAN_MIN_TENURE = 1;
export const LOAN_MAX_TENURE = MAX_LOAN_YEARS;
export const LOAN_TENURE_MESSAGE = `Enter a valid loan tenure (${LOAN_MIN_TENURE} - ${LOAN_MAX_TENURE}).`;

/** The EMI and Loan forms as the screen holds them: raw strings, amounts possibly with grouping commas. */
export interface LoanFields {
  loanAmount: string;
  rate: string;
  loanTenure: string;
  /** 'years' or 'months'. */
  unit: string;
}

/**
 * Checks the EMI and Loan forms (docs/product.md §5): a whole-rupee amount above 0 (up to `MAX_AMOUNT`), a rate
 * above 0 and at most 100, and a whole-number tenure from 1 to 1000 in either unit. A unit that is
 * neither years nor months (a hand-edited URL) is reported on the tenure, the field it qualifies.
 * @example
 * validateLoanInput({ loanAmount: '5,00,000', rate: '8.5', loanTenure: '1', unit: 'years' })
 * // { ok: true, value: { loanAmount: 500000, rate: 8.5, loanTenure: 1, unit: 'years' } }
 * @example
 * validateLoanInput({ loanAmount: '0', rate: '0', loanTenure: '1001', unit: 'years' })
 * // { ok: false, errors: { loanAmount: LOAN_AMOUNT_MESSAGE, rate: LOAN_RATE_MESSAGE, loanTenure: LOAN_TENURE_MESSAGE } }
 */
export function validateLoanInput(fields: LoanFields): Validation<LoanInput> {
  const loanAmount = parseGroupedDigits(fields.loanAmount);
  const rate = parseDecimal(fields.rate);
  const loanTenure = parseGroupedDigits(fields.loanTenure);
  const unit: TenureUnit | null = isTenureUnit(fields.unit) ? fields.unit : null;
  const checked = resultOf<LoanInput, keyof LoanInput>(
    {
      loanAmount: loanAmount === null || loanAmount <= 0 || loanAmount > MAX_AMOUNT ? LOAN_AMOUNT_MESSAGE : undefined,
      rate: rate === null || rate <= 0 || rate > LOAN_MAX_RATE ? LOAN_RATE_MESSAGE : undefined,
      loanTenure:
        loanTenure === null || loanTenure < LOAN_MIN_TENURE || loanTenure > LOAN_MAX_TENURE || unit === null
          ? LOAN_TENURE_MESSAGE
          : undefined,
    },
    () => ({ loanAmount: loanAmount! as Rupees, rate: rate! as PercentPerYear, loanTenure: loanTenure!, unit: unit! }),
  );
  return refuseHugeResults(checked, 'loanAmount', (input) => monthlyInstalment(input) * loanMonths(input));
}

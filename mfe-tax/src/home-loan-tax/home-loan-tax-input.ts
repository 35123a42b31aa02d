import { taxYearOrDefault } from '@fintools/shared/data/tax-years';
import { readAmount } from '@fintools/shared/validation/read-amount';
import { resultOf, type Validation } from '@fintools/shared/validation/result';
import { parseIsoMonth } from '../common/months';
import { TAXPAYER_AGES, type TaxpayerAge } from '../income-tax/tax';
import {
  FIRST_EMI_YEARS,
  HOME_LOAN_AMOUNT_DOMAIN,
  HOME_LOAN_RATE_DOMAIN,
  HOME_LOAN_TAX_AMOUNT_DOMAIN,
  HOME_LOAN_YEARS_DOMAIN,
  type HomeLoanTaxInput,
} from './home-loan-tax';

/** The form's fields as typed: amounts with grouping commas, the first EMI as `YYYY-MM`. */
export interface HomeLoanTaxFields {
  loanAmount: string;
  rate: string;
  tenure: string;
  firstEmi: string;
  year: string;
  taxableIncome: string;
  other80C: string;
  age: string;
}

export const HOME_LOAN_TAX_MESSAGES = {
  loanAmount: 'Enter a valid loan amount.',
  rate: 'Enter a valid interest rate.',
  tenure: `Enter a valid loan tenure (${HOME_LOAN_YEARS_DOMAIN.min} - ${HOME_LOAN_YEARS_DOMAIN.max}).`,
  firstEmi: 'Enter the month of the first EMI.',
  taxableIncome: 'Enter a valid income.',
  other80C: 'Enter a valid amount, or leave it empty.',
  age: 'Choose an age.',
} as const;

/**
 * Reads the Home Loan Tax Benefit's fields: a loan of whole rupees above ₹0, a rate above 0 to 100 with at most
 * two decimals, whole years 1 to 1000, a month for the first EMI; the taxable income required and the other
 * investments 0 when empty, whole rupees. A year no tool offers is the default year. Never throws.
 * @example validateHomeLoanTaxInput({ loanAmount: '50,00,000', rate: '8.5', tenure: '20', firstEmi: '2026-04',
 *   year: '2026-27', taxableIncome: '19,50,000', other80C: '50,000', age: 'below-60' }).ok // true
 */
export function validateHomeLoanTaxInput(
  fields: HomeLoanTaxFields,
): Validation<HomeLoanTaxInput, keyof HomeLoanTaxFields> {
  const loanAmount = readAmount(fields.loanAmount, HOME_LOAN_AMOUNT_DOMAIN, null);
  const rate = readAmount(fields.rate, HOME_LOAN_RATE_DOMAIN, null, true);
  const tenure = readAmount(fields.tenure, HOME_LOAN_YEARS_DOMAIN, null);
  const month = parseIsoMonth(fields.firstEmi);
  const firstEmi = month && month.year >= FIRST_EMI_YEARS.min && month.year <= FIRST_EMI_YEARS.max ? month : null;
  const taxableIncome = readAmount(fields.taxableIncome, HOME_LOAN_TAX_AMOUNT_DOMAIN, null);
  const other80C = readAmount(fields.other80C, HOME_LOAN_TAX_AMOUNT_DOMAIN);
  const age = TAXPAYER_AGES.includes(fields.age as TaxpayerAge) ? (fields.age as TaxpayerAge) : null;
  return resultOf<HomeLoanTaxInput, keyof HomeLoanTaxFields>(
    {
      loanAmount: loanAmount === null ? HOME_LOAN_TAX_MESSAGES.loanAmount : undefined,
      rate: rate === null ? HOME_LOAN_TAX_MESSAGES.rate : undefined,
      tenure: tenure === null ? HOME_LOAN_TAX_MESSAGES.tenure : undefined,
      firstEmi: firstEmi === null ? HOME_LOAN_TAX_MESSAGES.firstEmi : undefined,
      taxableIncome: taxableIncome === null ? HOME_LOAN_TAX_MESSAGES.taxableIncome : undefined,
      other80C: other80C === null ? HOME_LOAN_TAX_MESSAGES.other80C : undefined,
      age: age === null ? HOME_LOAN_TAX_MESSAGES.age : undefined,
    },
    () => ({
      loanAmount: loanAmount!,
      rate: rate!,
      tenureYears: tenure!,
      firstEmi: firstEmi!,
      year: taxYearOrDefault(fields.year),
      taxableIncome: taxableIncome!,
      otherSection80C: other80C!,
      age: age!,
    }),
  );
}

import { GRATUITY_MONTHS_DOMAIN, GRATUITY_SALARY_DOMAIN, GRATUITY_YEARS_DOMAIN, type GratuityInput } from './gratuity';
import { readAmount } from '@fintools/shared/validation/read-amount';
import { resultOf, type Validation } from '@fintools/shared/validation/result';

export const GRATUITY_MESSAGES = {
  monthlySalary: 'Enter a valid salary.',
  years: `Enter years of service from ${GRATUITY_YEARS_DOMAIN.min} to ${GRATUITY_YEARS_DOMAIN.max}.`,
  months: `Enter months from ${GRATUITY_MONTHS_DOMAIN.min} to ${GRATUITY_MONTHS_DOMAIN.max}.`,
} as const;

export interface GratuityFields {
  monthlySalary: string;
  years: string;
  months: string;
  covered: boolean;
  /** A fixed-term employee; false when absent (a link from before the choice). */
  fixedTerm?: boolean;
}

/**
 * Reads the Gratuity Calculator's fields: salary and years required, months 0 when empty, all whole
 * numbers within the rule's domains. Never throws.
 * @example validateGratuityInput({ monthlySalary: '60,000', years: '10', months: '7', covered: true })
 * // { ok: true, value: { monthlySalary: 60000, years: 10, months: 7, covered: true } }
 */
export function validateGratuityInput(fields: GratuityFields): Validation<GratuityInput> {
  const monthlySalary = readAmount(fields.monthlySalary, { ...GRATUITY_SALARY_DOMAIN, min: 1 }, null);
  const years = readAmount(fields.years, GRATUITY_YEARS_DOMAIN, null);
  const months = readAmount(fields.months, GRATUITY_MONTHS_DOMAIN);
  return resultOf(
    {
      monthlySalary: monthlySalary === null ? GRATUITY_MESSAGES.monthlySalary : undefined,
      years: years === null ? GRATUITY_MESSAGES.years : undefined,
      months: months === null ? GRATUITY_MESSAGES.months : undefined,
    },
    () => ({
      monthlySalary: monthlySalary!,
      years: years!,
      months: months!,
      covered: fields.covered,
      fixedTerm: fields.fixedTerm ?? false,
    }),
  );
}

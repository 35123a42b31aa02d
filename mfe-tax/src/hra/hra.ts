/**
 * The house rent allowance a salaried employee may keep free of tax: section 10(13A) of the Income-tax
 * Act, 1961, and Rule 2A of the Income-tax Rules, 1962 (old regime only; section 115BAC(2) allows no HRA
 * exemption in the new regime).
 */

import { MAX_AMOUNT } from '@fintools/shared/finance/limits';
import { roundToPaise } from '@fintools/shared/finance/rounding';
import { requireChoice, requireNumberIn, type NumberDomain } from '@fintools/shared/finance/rule-input-error';

/** Where the rented house is: Rule 2A's 50% for Delhi, Mumbai, Kolkata and Chennai, 40% elsewhere. */
export type HraCity = 'metro' | 'other';
export const HRA_CITIES: readonly HraCity[] = ['metro', 'other'];

/** Rule 2A(b): the share of salary that bounds the exemption, in percent, by city. */
export const HRA_SALARY_SHARE_PERCENT: Readonly<Record<HraCity, number>> = { metro: 50, other: 40 };
/** Rule 2A(c): rent counts only above this share of salary, in percent. */
export const HRA_RENT_EXCESS_OVER_PERCENT = 10;

/** Monthly amounts in whole rupees, as the HRA Calculator's fields take them. */
export interface HraInput {
  basic: number;
  dearnessAllowance: number;
  hraReceived: number;
  rentPaid: number;
  city: HraCity;
}

/** Yearly amounts in rupees (paise possible: 10% of a yearly salary). */
export interface HraResult {
  /** Basic plus dearness allowance, for the year (Rule 2A's "salary"). */
  salary: number;
  /** The three limits of Rule 2A; the exemption is the least of them. */
  limits: { hraReceived: number; rentOverTenPercent: number; shareOfSalary: number };
  /** 50 or 40: the share of salary the city allows. */
  salarySharePercent: number;
  exempt: number;
  taxable: number;
}

/** Whole rupees from ₹0 to MAX_AMOUNT / 12, so a year of them stays within MAX_AMOUNT. */
export const HRA_AMOUNT_DOMAIN: NumberDomain = { min: 0, max: Math.floor(MAX_AMOUNT / 12), integer: true };

/**
 * The HRA exemption for a year of the monthly amounts given: the least of (a) the HRA received, (b) the
 * rent paid less 10% of salary, never below 0, and (c) 50% of salary in Delhi, Mumbai, Kolkata or Chennai,
 * 40% elsewhere (Rule 2A). Salary is basic plus dearness allowance (Rule 2A's Explanation, where the terms
 * of employment count the DA for retirement benefits). The rest of the HRA is taxable.
 *
 * The arithmetic is in whole paise (every share is a whole percent of whole rupees), so it is exact.
 *
 * Domain: every amount in HRA_AMOUNT_DOMAIN, city 'metro' or 'other'; anything else throws a RuleInputError.
 * @example
 * calculateHra({ basic: 50_000, dearnessAllowance: 0, hraReceived: 20_000, rentPaid: 18_000, city: 'metro' });
 * // salary 6,00,000; limits 2,40,000, 1,56,000, 3,00,000 → { exempt: 156000, taxable: 84000, … }
 */
export function calculateHra(input: HraInput): HraResult {
  for (const field of ['basic', 'dearnessAllowance', 'hraReceived', 'rentPaid'] as const) {
    requireNumberIn('calculateHra', field, input[field], HRA_AMOUNT_DOMAIN);
  }
  const city = requireChoice('calculateHra', 'city', input.city, HRA_CITIES);
  const salary = (input.basic + input.dearnessAllowance) * 12;
  const hraReceived = input.hraReceived * 12;
  const rent = input.rentPaid * 12;
  // In paise: percent × rupees is whole paise.
  const rentOverTenPercent = Math.max(0, rent * 100 - salary * HRA_RENT_EXCESS_OVER_PERCENT) / 100;
  const salarySharePercent = HRA_SALARY_SHARE_PERCENT[city];
  const shareOfSalary = (salary * salarySharePercent) / 100;
  const exempt = Math.min(hraReceived, rentOverTenPercent, shareOfSalary);
  return {
    salary,
    limits: { hraReceived, rentOverTenPercent, shareOfSalary },
    salarySharePercent,
    exempt,
    taxable: roundToPaise(hraReceived - exempt),
  };
}

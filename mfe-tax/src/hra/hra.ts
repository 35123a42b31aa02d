/**
 * The house rent allowance a salaried employee may keep free of tax: section 10(13A) of the Income-tax
 * Act, 1961, and Rule 2A of the Income-tax Rules, 1962, for FY 2025-26; for tax year 2026-27 the same
 * exemption under the Income-tax Act, 2025 and the Income-tax Rules, 2026, whose list of the cities with the
 * 50% limit adds Bengaluru, Hyderabad, Pune and Ahmedabad (docs/tax.md, "HRA"). Old regime only; the new
 * regime (section 115BAC(2), section 202 of the 2025 Act) allows no HRA exemption.
 */

import { TAX_YEARS, type TaxYear } from '@fintools/shared/data/tax-years';
import { MAX_AMOUNT } from '@fintools/shared/finance/limits';
import { fromHundredths } from '@fintools/shared/finance/rounding';
import { requireChoice, requireNumberIn, type NumberDomain } from '@fintools/shared/finance/rule-input-error';

/** Where the rented house is: one of the cities a year's rules name, or any other place. */
export type HraCity =
  'delhi' | 'mumbai' | 'kolkata' | 'chennai' | 'bengaluru' | 'hyderabad' | 'pune' | 'ahmedabad' | 'other';
export const HRA_CITIES: readonly HraCity[] = [
  'delhi',
  'mumbai',
  'kolkata',
  'chennai',
  'bengaluru',
  'hyderabad',
  'pune',
  'ahmedabad',
  'other',
];

/**
 * The cities whose rent allows 50% of salary, by year: Rule 2A(c)(i) of the 1962 Rules names Bombay,
 * Calcutta, Delhi and Madras; the Income-tax Rules, 2026 add Bengaluru, Hyderabad, Pune and Ahmedabad
 * (Rule 279 of the draft of February 2026; the notified text as reported, docs/tax.md "HRA").
 */
export const HRA_FIFTY_PERCENT_CITIES: Readonly<Record<TaxYear, readonly HraCity[]>> = {
  '2026-27': ['delhi', 'mumbai', 'kolkata', 'chennai', 'bengaluru', 'hyderabad', 'pune', 'ahmedabad'],
  '2025-26': ['delhi', 'mumbai', 'kolkata', 'chennai'],
};

/** Rule 2A(c): the share of salary that bounds the exemption, in percent: in a listed city, or elsewhere. */
export const HRA_SALARY_SHARE_PERCENT = { listed: 50, other: 40 } as const;
/** Rule 2A(b): rent counts only above this share of salary, in percent. */
export const HRA_RENT_EXCESS_OVER_PERCENT = 10;

/** Monthly amounts in whole rupees, as the HRA Calculator's fields take them, and the year's law. */
export interface HraInput {
  basic: number;
  dearnessAllowance: number;
  hraReceived: number;
  rentPaid: number;
  city: HraCity;
  year: TaxYear;
}

/** Yearly amounts in rupees (paise possible: 10% of a yearly salary). */
export interface HraResult {
  /** Basic plus dearness allowance, for the year (Rule 2A's "salary"). */
  salary: number;
  /** The three limits of Rule 2A; the exemption is the least of them. */
  limits: { hraReceived: number; rentOverTenPercent: number; shareOfSalary: number };
  /** 50 or 40: the share of salary the city allows in the year. */
  salarySharePercent: number;
  exempt: number;
  taxable: number;
}

/** Whole rupees from ₹0 to MAX_AMOUNT / 12, so a year of them stays within MAX_AMOUNT. */
export const HRA_AMOUNT_DOMAIN: NumberDomain = { min: 0, max: Math.floor(MAX_AMOUNT / 12), integer: true };

/**
 * The share of salary the city allows in the year: 50 in a city the year's rules list, 40 elsewhere.
 * @example hraSalarySharePercent('bengaluru', '2026-27') // 50
 * @example hraSalarySharePercent('bengaluru', '2025-26') // 40
 */
export function hraSalarySharePercent(city: HraCity, year: TaxYear): number {
  return HRA_FIFTY_PERCENT_CITIES[year].includes(city)
    ? HRA_SALARY_SHARE_PERCENT.listed
    : HRA_SALARY_SHARE_PERCENT.other;
}

/**
 * The HRA exemption for a year of the monthly amounts given: the least of (a) the HRA received, (b) the
 * rent paid less 10% of salary, never below 0, and (c) 50% of salary in a city the year's rules list
 * (`HRA_FIFTY_PERCENT_CITIES`), 40% elsewhere. Salary is basic plus dearness allowance (Rule 2A's
 * Explanation, where the terms of employment count the DA for retirement benefits). The rest of the HRA is
 * taxable.
 *
 * The arithmetic is in whole paise as BigInt (every share is a whole percent of whole rupees), so it is
 * exact at any amount of the domain: in doubles, 12 × 10% of a salary near ₹10^15 loses the rupee. Each
 * figure is then the double nearest to its paise, which prints as those paise below 2^46 rupees and as the
 * right whole rupee at every size of the domain (all figures shown are below 2^50).
 *
 * Domain: every amount in HRA_AMOUNT_DOMAIN, city one of HRA_CITIES, year a TaxYear; anything else throws a
 * RuleInputError.
 * @example
 * calculateHra({ basic: 50_000, dearnessAllowance: 0, hraReceived: 25_000, rentPaid: 30_000, city: 'bengaluru', year: '2026-27' });
 * // salary 6,00,000; limits 3,00,000, 3,00,000, 3,00,000 → { exempt: 300000, taxable: 0, … }
 */
export function calculateHra(input: HraInput): HraResult {
  for (const field of ['basic', 'dearnessAllowance', 'hraReceived', 'rentPaid'] as const) {
    requireNumberIn('calculateHra', field, input[field], HRA_AMOUNT_DOMAIN);
  }
  const city = requireChoice('calculateHra', 'city', input.city, HRA_CITIES);
  const year = requireChoice('calculateHra', 'year', input.year, TAX_YEARS);
  // A year of each amount, in paise.
  const yearly = (monthly: number) => BigInt(monthly) * 1200n;
  const salary = yearly(input.basic) + yearly(input.dearnessAllowance);
  const hraReceived = yearly(input.hraReceived);
  const rentOver = yearly(input.rentPaid) - (salary * BigInt(HRA_RENT_EXCESS_OVER_PERCENT)) / 100n;
  const rentOverTenPercent = rentOver > 0n ? rentOver : 0n;
  const salarySharePercent = hraSalarySharePercent(city, year);
  const shareOfSalary = (salary * BigInt(salarySharePercent)) / 100n;
  const exempt = [rentOverTenPercent, shareOfSalary].reduce(
    (least, limit) => (limit < least ? limit : least),
    hraReceived,
  );
  return {
    salary: fromHundredths(salary),
    limits: {
      hraReceived: fromHundredths(hraReceived),
      rentOverTenPercent: fromHundredths(rentOverTenPercent),
      shareOfSalary: fromHundredths(shareOfSalary),
    },
    salarySharePercent,
    exempt: fromHundredths(exempt),
    taxable: fromHundredths(hraReceived - exempt),
  };
}

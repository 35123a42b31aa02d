/**
 * Salary in hand from a yearly cost to company (CTC): what the employer's provident fund and gratuity
 * take out of the CTC, the employee's own PF, professional tax and income tax (financial year 2025-26).
 */

import { STANDARD_DEDUCTION, OLD_REGIME_DEDUCTION_CAPS } from '../data/tax-deductions';
import { calculateTax, TAX_REGIMES, type TaxRegime } from './tax';
import { MAX_AMOUNT } from './limits';
import { roundToPaise } from './rounding';
import { requireChoice, requireNumberIn, type NumberDomain } from './rule-input-error';

/**
 * How the employer's PF is worked out: 12% of basic pay (paragraph 29 of the EPF Scheme, 1952), 12% of
 * the ₹15,000 wage ceiling (paragraph 26A: contributions above it are voluntary), or none.
 */
export type EmployerPf = 'basic' | 'ceiling' | 'none';
export const EMPLOYER_PF_CHOICES: readonly EmployerPf[] = ['basic', 'ceiling', 'none'];
/** The PF contribution rate, in percent, of each side. */
export const PF_RATE_PERCENT = 12;
/** The EPF Scheme's monthly wage ceiling. */
export const PF_WAGE_CEILING_MONTHLY = 15_000;
/**
 * Gratuity as a share of basic pay, in percent: 15 days' wages a year in 26 working days a month
 * (Payment of Gratuity Act, section 4(2)) is 15/26 of a month in 12, 4.81%.
 */
export const GRATUITY_SHARE_OF_BASIC_PERCENT = 4.81;
/** Article 276(2) of the Constitution caps professional tax at ₹2,500 a year. */
export const PROFESSIONAL_TAX_MAX = 2_500;
/** The Salary Calculator's default professional tax, the cap most States charge. */
export const DEFAULT_PROFESSIONAL_TAX = 2_500;

export interface SalaryInput {
  /** Yearly CTC, whole rupees. */
  ctc: number;
  /** Basic pay as a percent of CTC, 0 to 100. */
  basicPercent: number;
  employerPf: EmployerPf;
  /** Whether the CTC includes gratuity (4.81% of basic). */
  gratuityInCtc: boolean;
  /** Yearly professional tax, 0 to ₹2,500. */
  professionalTax: number;
  regime: TaxRegime;
  /** Old regime: deductions beyond standard deduction, PF and professional tax (80D, 80C beyond PF, …). */
  otherDeductions: number;
}

/** Yearly amounts in rupees, to the paisa, except the whole-rupee income tax and monthly in-hand. */
export interface SalaryResult {
  basic: number;
  employerPf: number;
  gratuity: number;
  /** CTC less employer PF less gratuity. */
  grossSalary: number;
  /** Equal to the employer's PF. */
  employeePf: number;
  professionalTax: number;
  /** The deduction the tax was worked out with. */
  taxDeduction: number;
  /** The regime's Total Tax (with cess) from `calculateTax`. */
  incomeTax: number;
  /** Gross less employee PF, professional tax and income tax. */
  inHandYearly: number;
  /** A twelfth of the yearly in-hand, rounded half up to the rupee. */
  inHandMonthly: number;
}

export const SALARY_CTC_DOMAIN: NumberDomain = { min: 0, max: MAX_AMOUNT, integer: true };
export const SALARY_PERCENT_DOMAIN: NumberDomain = { min: 0, max: 100 };
export const PROFESSIONAL_TAX_DOMAIN: NumberDomain = { min: 0, max: PROFESSIONAL_TAX_MAX, integer: true };
export const OTHER_DEDUCTIONS_DOMAIN: NumberDomain = { min: 0, max: MAX_AMOUNT, integer: true };

/**
 * Salary in hand.
 *
 * - Basic = CTC × basic %; employer PF per `employerPf` (12% of basic, 12% of ₹15,000 a month, or 0);
 *   gratuity 4.81% of basic when in the CTC. Gross salary = CTC − employer PF − gratuity.
 * - The employee's PF equals the employer's.
 * - New regime: taxable = gross − ₹75,000 (section 16(ia) proviso).
 * - Old regime: taxable = gross − ₹50,000 (section 16(ia)) − professional tax (section 16(iii)) −
 *   min(employee PF, ₹1,50,000) (sections 80C, 80CCE) − other deductions.
 * - Income tax is `calculateTax` of that regime; in hand = gross − employee PF − professional tax − tax.
 *
 * Domain: ctc and otherDeductions whole rupees to MAX_AMOUNT, basicPercent 0 to 100, professionalTax whole
 * rupees 0 to ₹2,500, employerPf and regime one of their choices, gratuityInCtc a boolean. Anything else
 * throws a RuleInputError.
 * @example
 * calculateSalary({ ctc: 1_200_000, basicPercent: 50, employerPf: 'basic', gratuityInCtc: true,
 *   professionalTax: 2_500, regime: 'new', otherDeductions: 0 });
 * // gross 10,99,140, employee PF 72,000, tax 0 → inHandYearly 1024640, inHandMonthly 85387
 */
export function calculateSalary(input: SalaryInput): SalaryResult {
  const rule = 'calculateSalary';
  requireNumberIn(rule, 'ctc', input.ctc, SALARY_CTC_DOMAIN);
  requireNumberIn(rule, 'basicPercent', input.basicPercent, SALARY_PERCENT_DOMAIN);
  const pfChoice = requireChoice(rule, 'employerPf', input.employerPf, EMPLOYER_PF_CHOICES);
  const withGratuity = requireChoice(rule, 'gratuityInCtc', input.gratuityInCtc, [true, false]);
  requireNumberIn(rule, 'professionalTax', input.professionalTax, PROFESSIONAL_TAX_DOMAIN);
  const regime = requireChoice(rule, 'regime', input.regime, TAX_REGIMES);
  requireNumberIn(rule, 'otherDeductions', input.otherDeductions, OTHER_DEDUCTIONS_DOMAIN);

  const basic = roundToPaise((input.ctc * input.basicPercent) / 100);
  const pfWanted =
    pfChoice === 'basic'
      ? (basic * PF_RATE_PERCENT) / 100
      : pfChoice === 'ceiling'
        ? (PF_WAGE_CEILING_MONTHLY * 12 * PF_RATE_PERCENT) / 100
        : 0;
  const gratuityWanted = withGratuity ? (basic * GRATUITY_SHARE_OF_BASIC_PERCENT) / 100 : 0;
  // A CTC too small for its own PF and gratuity has nothing left: neither takes more than the CTC.
  const employerPf = roundToPaise(Math.min(pfWanted, input.ctc));
  const gratuity = roundToPaise(Math.min(gratuityWanted, input.ctc - employerPf));
  const grossSalary = roundToPaise(input.ctc - employerPf - gratuity);
  const employeePf = employerPf;
  const professionalTax = input.professionalTax;

  const taxDeduction =
    regime === 'new'
      ? STANDARD_DEDUCTION.new
      : STANDARD_DEDUCTION.old +
        professionalTax +
        Math.min(employeePf, OLD_REGIME_DEDUCTION_CAPS.section80C.cap) +
        input.otherDeductions;
  // A deduction above the salary leaves no income; holding it to the salary keeps it in calculateTax's domain.
  const incomeTax = calculateTax(regime, {
    salary: grossSalary,
    deduction: Math.min(taxDeduction, grossSalary),
  }).totalTax;
  const inHandYearly = roundToPaise(grossSalary - employeePf - professionalTax - incomeTax);
  return {
    basic,
    employerPf,
    gratuity,
    grossSalary,
    employeePf,
    professionalTax,
    taxDeduction: roundToPaise(taxDeduction),
    incomeTax,
    inHandYearly,
    inHandMonthly: Math.floor(inHandYearly / 12 + 0.5),
  };
}

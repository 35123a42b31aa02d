/**
 * Salary in hand from a yearly cost to company (CTC): what the employer's provident fund and gratuity
 * take out of the CTC, the employee's own PF, professional tax and income tax (financial year 2025-26).
 */

import { STANDARD_DEDUCTION, OLD_REGIME_DEDUCTION_CAPS } from '../income-tax/deduction-caps';
import { calculateTax, TAX_REGIMES, type TaxRegime } from '../income-tax/tax';
import { MAX_AMOUNT } from '@fintools/shared/finance/limits';
import {
  addFractions,
  decimalFraction,
  type Fraction,
  fromHundredths,
  hundredthsOf,
  multiplyFractions,
  rupeesHalfUp,
  subtractFractions,
  wholeFraction,
} from '@fintools/shared/finance/rounding';
import {
  requireChoice,
  requireNumberIn,
  RuleInputError,
  type NumberDomain,
} from '@fintools/shared/finance/rule-input-error';

/**
 * How the employer's PF is worked out: 12% of basic pay (paragraph 29 of the EPF Scheme, 1952), 12% of
 * basic up to the ₹15,000 monthly wage ceiling (paragraph 26A: contributions above it are voluntary), or none.
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

/**
 * Yearly amounts in whole rupees, each its exact value rounded half up once (so the lines may differ by a
 * rupee from adding up), and the whole-rupee income tax.
 */
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
  /** A twelfth of the exact yearly in-hand, rounded half up to the rupee. */
  inHandMonthly: number;
}

export const SALARY_CTC_DOMAIN: NumberDomain = { min: 0, max: MAX_AMOUNT, integer: true };
export const SALARY_PERCENT_DOMAIN: NumberDomain = { min: 0, max: 100 };
export const PROFESSIONAL_TAX_DOMAIN: NumberDomain = { min: 0, max: PROFESSIONAL_TAX_MAX, integer: true };
export const OTHER_DEDUCTIONS_DOMAIN: NumberDomain = { min: 0, max: MAX_AMOUNT, integer: true };

/**
 * Salary in hand. Every line is worked out exactly from the CTC and percentages typed, and rounded to the
 * rupee once, at the end (rounding basic to the paisa first turned PF 12,752.496 into ₹12,753).
 *
 * - Basic = CTC × basic %; employer PF per `employerPf`: 12% of basic, or 12% of the lower of basic and
 *   ₹15,000 a month (EPF Scheme, 1952, paragraph 26A: a wage above the ceiling need not contribute on the
 *   excess; below it, 12% of what is paid), or 0; gratuity 4.81% of basic when in the CTC. Gross salary =
 *   CTC − employer PF − gratuity.
 * - The employee's PF equals the employer's.
 * - New regime: taxable = gross − ₹75,000 (section 16(ia) proviso).
 * - Old regime: taxable = gross − ₹50,000 (section 16(ia)) − professional tax (section 16(iii)) −
 *   min(employee PF, ₹1,50,000) (sections 80C, 80CCE) − other deductions.
 * - Income tax is `calculateTax` of that regime, on the gross and deduction to the paisa; in hand = gross −
 *   employee PF − professional tax − tax.
 *
 * Domain: ctc and otherDeductions whole rupees to MAX_AMOUNT, basicPercent 0 to 100, professionalTax whole
 * rupees 0 to ₹2,500, employerPf and regime one of their choices, gratuityInCtc a boolean, and a CTC that
 * covers its PF, professional tax and income tax (`salaryCoversDeductions`). Anything else throws a
 * RuleInputError.
 * @example
 * calculateSalary({ ctc: 1_200_000, basicPercent: 50, employerPf: 'basic', gratuityInCtc: true,
 *   professionalTax: 2_500, regime: 'new', otherDeductions: 0 });
 * // gross 10,99,140, employee PF 72,000, tax 0 → inHandYearly 1024640, inHandMonthly 85387
 * @example
 * calculateSalary({ ctc: 265_677, basicPercent: 40, employerPf: 'basic', gratuityInCtc: true,
 *   professionalTax: 2_500, regime: 'new', otherDeductions: 0 }).employeePf;
 * // 12752 (exactly 12,752.496)
 */
export function calculateSalary(input: SalaryInput): SalaryResult {
  const exact = exactSalary(input);
  if (exact.inHandYearly.numerator < 0n) {
    throw new RuleInputError(
      'calculateSalary',
      'ctc',
      'out-of-range',
      'a CTC that covers its PF, professional tax and income tax',
      input.ctc,
    );
  }
  return {
    basic: rupeesHalfUp(exact.basic),
    employerPf: rupeesHalfUp(exact.employerPf),
    gratuity: rupeesHalfUp(exact.gratuity),
    grossSalary: rupeesHalfUp(exact.grossSalary),
    employeePf: rupeesHalfUp(exact.employerPf),
    professionalTax: input.professionalTax,
    taxDeduction: rupeesHalfUp(exact.taxDeduction),
    incomeTax: exact.incomeTax,
    inHandYearly: rupeesHalfUp(exact.inHandYearly),
    inHandMonthly: rupeesHalfUp(multiplyFractions(exact.inHandYearly, { numerator: 1n, denominator: 12n })),
  };
}

/**
 * Whether a CTC leaves anything in hand: its gross covers the employee's PF, the professional tax and the
 * income tax. A CTC of ₹2,000 with ₹2,500 of professional tax does not, and the form says so instead of
 * showing a negative salary.
 * @example salaryCoversDeductions({ ctc: 2_000, basicPercent: 50, employerPf: 'basic', gratuityInCtc: true,
 *   professionalTax: 2_500, regime: 'new', otherDeductions: 0 }) // false
 * @throws RuleInputError for input outside `calculateSalary`'s other limits.
 */
export function salaryCoversDeductions(input: SalaryInput): boolean {
  return exactSalary(input).inHandYearly.numerator >= 0n;
}

interface ExactSalary {
  basic: Fraction;
  employerPf: Fraction;
  gratuity: Fraction;
  grossSalary: Fraction;
  taxDeduction: Fraction;
  incomeTax: number;
  inHandYearly: Fraction;
}

const percentOf = (amount: Fraction, percent: number) =>
  multiplyFractions(amount, decimalFraction(percent), { numerator: 1n, denominator: 100n });
const lower = (a: Fraction, b: Fraction) => (subtractFractions(a, b).numerator <= 0n ? a : b);
const whole = (rupees: number) => wholeFraction(BigInt(rupees));
const paise = (amount: Fraction) => fromHundredths(hundredthsOf(amount));

function exactSalary(input: SalaryInput): ExactSalary {
  const rule = 'calculateSalary';
  requireNumberIn(rule, 'ctc', input.ctc, SALARY_CTC_DOMAIN);
  requireNumberIn(rule, 'basicPercent', input.basicPercent, SALARY_PERCENT_DOMAIN);
  const pfChoice = requireChoice(rule, 'employerPf', input.employerPf, EMPLOYER_PF_CHOICES);
  const withGratuity = requireChoice(rule, 'gratuityInCtc', input.gratuityInCtc, [true, false]);
  requireNumberIn(rule, 'professionalTax', input.professionalTax, PROFESSIONAL_TAX_DOMAIN);
  const regime = requireChoice(rule, 'regime', input.regime, TAX_REGIMES);
  requireNumberIn(rule, 'otherDeductions', input.otherDeductions, OTHER_DEDUCTIONS_DOMAIN);

  const ctc = whole(input.ctc);
  const basic = percentOf(ctc, input.basicPercent);
  const pfWage =
    pfChoice === 'basic' ? basic : pfChoice === 'ceiling' ? lower(basic, whole(PF_WAGE_CEILING_MONTHLY * 12)) : null;
  const pfWanted = pfWage === null ? whole(0) : percentOf(pfWage, PF_RATE_PERCENT);
  const gratuityWanted = withGratuity ? percentOf(basic, GRATUITY_SHARE_OF_BASIC_PERCENT) : whole(0);
  // A CTC too small for its own PF and gratuity has nothing left: neither takes more than the CTC.
  const employerPf = lower(pfWanted, ctc);
  const gratuity = lower(gratuityWanted, subtractFractions(ctc, employerPf));
  const grossSalary = subtractFractions(subtractFractions(ctc, employerPf), gratuity);
  const employeePf = employerPf;
  const professionalTax = whole(input.professionalTax);

  const taxDeduction =
    regime === 'new'
      ? whole(STANDARD_DEDUCTION.new)
      : addFractions(
          whole(STANDARD_DEDUCTION.old + input.professionalTax + input.otherDeductions),
          lower(employeePf, whole(OLD_REGIME_DEDUCTION_CAPS.section80C.cap)),
        );
  // The tax rule takes rupees to the paisa; a deduction above the salary leaves no income, and holding it
  // to the salary keeps it in calculateTax's domain.
  const incomeTax = calculateTax(regime, {
    salary: paise(grossSalary),
    deduction: paise(lower(taxDeduction, grossSalary)),
  }).totalTax;
  const deductions = addFractions(addFractions(employeePf, professionalTax), whole(incomeTax));
  return {
    basic,
    employerPf,
    gratuity,
    grossSalary,
    taxDeduction,
    incomeTax,
    inHandYearly: subtractFractions(grossSalary, deductions),
  };
}

import {
  EMPLOYER_PF_CHOICES,
  OTHER_DEDUCTIONS_DOMAIN,
  PROFESSIONAL_TAX_DOMAIN,
  PROFESSIONAL_TAX_MAX,
  SALARY_CTC_DOMAIN,
  SALARY_PERCENT_DOMAIN,
  type EmployerPf,
  salaryCoversDeductions,
  type SalaryInput,
} from './salary';
import { TAX_REGIMES, type TaxRegime } from '../income-tax/tax';
import { formatInr } from '@fintools/shared/format/indian-number';
import { readAmount } from '@fintools/shared/validation/read-amount';
import { resultOf, type Validation } from '@fintools/shared/validation/result';

export const SALARY_MESSAGES = {
  ctc: 'Enter a valid CTC.',
  /** The CTC is valid but its PF and professional tax (and any tax) leave less than nothing in hand. */
  ctcTooSmall: 'Enter a CTC large enough to cover the PF and professional tax.',
  basicPercent: 'Enter a basic percentage above 0, up to 100.',
  professionalTax: `Enter a professional tax from ₹0 to ${formatInr(PROFESSIONAL_TAX_MAX)}.`,
  otherDeductions: 'Enter a valid deduction.',
  employerPf: 'Choose how the employer PF is worked out.',
  regime: 'Choose a regime.',
} as const;

export interface SalaryFields {
  ctc: string;
  basicPercent: string;
  employerPf: string;
  gratuityInCtc: boolean;
  professionalTax: string;
  regime: string;
  otherDeductions: string;
}

/**
 * Reads the Salary Calculator's fields: a CTC above ₹0 that covers its PF and professional tax; basic % above
 * 0 to 100 (two decimals); professional tax 0 to ₹2,500 (Article 276(2)); other deductions 0 when empty.
 * Never throws.
 * @example validateSalaryInput({ ctc: '12,00,000', basicPercent: '50', employerPf: 'basic', gratuityInCtc: true,
 *   professionalTax: '2,500', regime: 'new', otherDeductions: '' }).ok // true
 */
export function validateSalaryInput(fields: SalaryFields): Validation<SalaryInput> {
  const ctc = readAmount(fields.ctc, { ...SALARY_CTC_DOMAIN, minExclusive: true }, null);
  const basicPercent = readAmount(fields.basicPercent, { ...SALARY_PERCENT_DOMAIN, minExclusive: true }, null, true);
  const professionalTax = readAmount(fields.professionalTax, PROFESSIONAL_TAX_DOMAIN);
  const otherDeductions = readAmount(fields.otherDeductions, OTHER_DEDUCTIONS_DOMAIN);
  const employerPf = EMPLOYER_PF_CHOICES.includes(fields.employerPf as EmployerPf)
    ? (fields.employerPf as EmployerPf)
    : null;
  const regime = TAX_REGIMES.includes(fields.regime as TaxRegime) ? (fields.regime as TaxRegime) : null;
  const checked = resultOf(
    {
      ctc: ctc === null ? SALARY_MESSAGES.ctc : undefined,
      basicPercent: basicPercent === null ? SALARY_MESSAGES.basicPercent : undefined,
      professionalTax: professionalTax === null ? SALARY_MESSAGES.professionalTax : undefined,
      otherDeductions: otherDeductions === null ? SALARY_MESSAGES.otherDeductions : undefined,
      employerPf: employerPf === null ? SALARY_MESSAGES.employerPf : undefined,
      regime: regime === null ? SALARY_MESSAGES.regime : undefined,
    },
    () => ({
      ctc: ctc!,
      basicPercent: basicPercent!,
      employerPf: employerPf!,
      gratuityInCtc: fields.gratuityInCtc,
      professionalTax: professionalTax!,
      regime: regime!,
      otherDeductions: otherDeductions!,
    }),
  );
  if (checked.ok && !salaryCoversDeductions(checked.value)) {
    return { ok: false, errors: { ctc: SALARY_MESSAGES.ctcTooSmall } };
  }
  return checked;
}

import { provisionName, unconfirmedProvisionsNote } from '@fintools/shared/data/law-sections';
import type { TaxYear } from '@fintools/shared/data/tax-years';
import type { DeductionAmountField } from '../income-tax/tax-deductions';

/**
 * The itemise form's field labels in a tax year: the section of that year's Act, the other Act's beside it
 * ("Section 123 (80C)" in tax year 2026-27, "Section 80C (123)" in FY 2025-26).
 * @example itemiseLabels('2026-27').section80C // 'Section 123 (80C)'
 */
export function itemiseLabels(year: TaxYear): Record<DeductionAmountField, string> {
  const section = (provision: Parameters<typeof provisionName>[1]) => provisionName(year, provision);
  return {
    section80C: `Section ${section('80C')}`,
    section80DSelf: `Section ${section('80D')} (self and family)`,
    section80DParents: `Section ${section('80D')} (parents)`,
    homeLoanInterest: `Home loan interest (${section('24(b)')})`,
    nps80CCD1B: `NPS (${section('80CCD(1B)')})`,
    savingsInterest80TTA: `Savings interest (${section('80TTA')})`,
    depositInterest80TTB: `Deposit interest (${section('80TTB')})`,
    hraExemption: `HRA exemption (${section('10(13A)')})`,
    other: 'Other deductions',
    employerNps: `Employer NPS (${section('80CCD(2)')})`,
  };
}

/** The hints that name a section: the NPS one ("beyond 123 (80C)") and the others' examples. */
export function itemiseSectionHints(year: TaxYear): { npsBeyond: string; otherExamples: string } {
  return {
    npsBeyond: `Your own NPS contribution beyond ${provisionName(year, '80C')}`,
    otherExamples: `${provisionName(year, '80E')}, ${provisionName(year, '80G')}, …: counted in full`,
  };
}

/** The old regime form's note when a section it names has no confirmed 2025 number (the HRA exemption's). */
export function itemiseUnconfirmedNote(year: TaxYear): string | null {
  return unconfirmedProvisionsNote(year, ['10(13A)']);
}

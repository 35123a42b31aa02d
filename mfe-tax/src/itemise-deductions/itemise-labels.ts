import { provisionName, unconfirmedProvisionsNote } from '@fintools/shared/data/law-sections';
import type { TaxYear } from '@fintools/shared/data/tax-years';
import { interpolate, type Translate } from '@fintools/shared/language/languages';
import type { DeductionAmountField } from '../income-tax/tax-deductions';

/**
 * The itemise form's field labels in a tax year: the section of that year's Act, the other Act's beside it
 * ("Section 123 (80C)" in tax year 2026-27, "Section 80C (123)" in FY 2025-26).
 * @example itemiseLabels('2026-27').section80C // 'Section 123 (80C)'
 */
export function itemiseLabels(year: TaxYear, t: Translate = interpolate): Record<DeductionAmountField, string> {
  const section = (provision: Parameters<typeof provisionName>[1]) => ({ section: provisionName(year, provision) });
  return {
    section80C: t('Section {section}', section('80C')),
    section80DSelf: t('Section {section} (self and family)', section('80D')),
    section80DParents: t('Section {section} (parents)', section('80D')),
    homeLoanInterest: t('Home loan interest ({section})', section('24(b)')),
    nps80CCD1B: t('NPS ({section})', section('80CCD(1B)')),
    savingsInterest80TTA: t('Savings interest ({section})', section('80TTA')),
    depositInterest80TTB: t('Deposit interest ({section})', section('80TTB')),
    hraExemption: t('HRA exemption ({section})', section('10(13A)')),
    other: t('Other deductions'),
    employerNps: t('Employer NPS ({section})', section('80CCD(2)')),
  };
}

/** The hints that name a section: the NPS one ("beyond 123 (80C)") and the others' examples. */
export function itemiseSectionHints(
  year: TaxYear,
  t: Translate = interpolate,
): { npsBeyond: string; otherExamples: string } {
  return {
    npsBeyond: t('Your own NPS contribution beyond {section}', { section: provisionName(year, '80C') }),
    otherExamples: t('{sections}, …: counted in full', {
      sections: `${provisionName(year, '80E')}, ${provisionName(year, '80G')}`,
    }),
  };
}

/** The old regime form's note when a section it names has no confirmed 2025 number (the HRA exemption's). */
export function itemiseUnconfirmedNote(year: TaxYear): string | null {
  return unconfirmedProvisionsNote(year, ['10(13A)']);
}

/** Long names are cut so the file name stays well inside every file system's 255-byte limit. */
const MAX_NAME_LENGTH = 60;

/**
 * The PDF's file name: `resume-<name>.pdf`, the name in lower case with spaces (and runs of them) as one
 * "-", and only letters, digits and "-" kept; accents are dropped from Latin letters ("José" → "jose"),
 * letters of other scripts are kept with their vowel signs. `resume.pdf` when nothing is left.
 * @example pdfFileName('Asha Rao') // 'resume-asha-rao.pdf'
 * @example pdfFileName('  ') // 'resume.pdf'
 */
export function pdfFileName(name: string): string {
  const slug = name
    .normalize('NFD')
    // Combining accents on Latin letters go; a Devanagari vowel sign is part of its letter and stays.
    .replace(/(\p{Script=Latin})\p{M}+/gu, '$1')
    .toLowerCase()
    .replace(/\s+/g, '-')
    .replace(/[^\p{L}\p{M}\p{N}-]/gu, '')
    .replace(/-{2,}/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, MAX_NAME_LENGTH)
    .replace(/-+$/, '')
    .normalize('NFC');
  return slug === '' ? 'resume.pdf' : `resume-${slug}.pdf`;
}

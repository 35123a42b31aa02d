import { waitFor } from '@testing-library/react';
import { interpolate } from '@fintools/shared/language/languages';
import { expectAskedWordsTranslated, recordingTranslate, translatedWords } from '../../../shared/test/words';
import { DEVANAGARI_FONT_FILES } from '../../test/devanagari-font-files';
import { AREA_DIR } from '../../test/render-builder';
import { buildResumePreview } from './build-resume-preview';
import { loadDevanagariWriter } from './devanagari-fonts';
import { devanagariWriter } from './devanagari-glyphs';
import { createEmptyResume, type ResumeData } from './resume-data';
import { createResumePdf, saveResumePdf } from './resume-pdf';

// The browser fetches the fonts; here they are read from disk, and whether they were asked for is watched.
jest.mock('./devanagari-fonts', () => ({ loadDevanagariWriter: jest.fn() }));
const DEVANAGARI = devanagariWriter(DEVANAGARI_FONT_FILES);
const loadFonts = jest.mocked(loadDevanagariWriter);
beforeEach(() => {
  loadFonts.mockReset();
  loadFonts.mockResolvedValue(DEVANAGARI);
});

const RESUME: ResumeData = {
  ...createEmptyResume(),
  personalDetails: {
    ...createEmptyResume().personalDetails,
    name: 'Asha Rao',
    email: 'asha@example.com',
    website1: 'linkedin.com/in/asha',
  },
  workExperience: [
    {
      id: 'w1',
      position: 'Audit Manager',
      company: 'Rao & Co',
      startDate: '2021',
      endDate: 'Present',
      description: '',
    },
  ],
  skills: 'GST, Excel',
};

/** The PDF's source, uncompressed so its text and objects can be read. */
const source = (resume: ResumeData) =>
  createResumePdf(buildResumePreview(resume), { t: interpolate, compress: false }).pdf.output();

test('an A4 PDF whose text is real text in Times, with the name, job title and skills', () => {
  const pdf = source(RESUME);
  expect(pdf.startsWith('%PDF-')).toBe(true);
  expect(pdf).toMatch(/\/MediaBox \[0 0 595\.2\d* 841\.8\d*\]/);
  expect(pdf).toContain('/BaseFont /Times-Roman');
  expect(pdf).toContain('/BaseFont /Times-Bold');
  for (const text of ['Asha Rao', 'Audit Manager', 'Rao & Co', '2021 \u0096 Present', 'GST', 'Excel', 'Skills']) {
    expect(pdf).toContain(`(${text}) Tj`);
  }
  expect(pdf).toContain('/Count 1');
  expect(pdf).toContain('/Title (Asha Rao: resume)');
});

test('the links of the preview are links in the PDF', () => {
  const pdf = source(RESUME);
  expect(pdf).toContain('/URI (mailto:asha@example.com)');
  expect(pdf).toContain('/URI (https://linkedin.com/in/asha)');
  expect(pdf.match(/\/Subtype \/Link/g)).toHaveLength(2);
});

test('a long resume is a PDF of two pages or more', () => {
  const long: ResumeData = {
    ...RESUME,
    workExperience: Array.from({ length: 12 }, (_, index) => ({
      ...RESUME.workExperience[0]!,
      id: `w${index}`,
      description: '- A line long enough to wrap across the width of the page at least once or twice\n'.repeat(4),
    })),
  };
  const pages = Number(/\/Type \/Pages\n\/Kids \[[^\]]*\]\n\/Count (\d+)/.exec(source(long))?.[1]);
  expect(pages).toBeGreaterThanOrEqual(2);
});

/** jsdom has no object URLs: the PDFs handed to the browser, caught before it would navigate. */
function catchDownloads() {
  const createObjectURL = jest.fn((_blob: Blob) => 'blob:resume');
  Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
  const clicked: HTMLAnchorElement[] = [];
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'dispatchEvent').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    clicked.push(this);
    return true;
  });
  return { createObjectURL, clicked, restore: () => click.mockRestore() };
}

test('saveResumePdf hands the browser a PDF file named after the resume, and reports missing characters', async () => {
  const { createObjectURL, clicked, restore } = catchDownloads();
  // Bengali: a script the PDF has no font for.
  const preview = buildResumePreview({ ...RESUME, skills: 'হি' });
  expect(await saveResumePdf(preview, interpolate)).toEqual({
    fileName: 'resume-asha-rao.pdf',
    missingCharacters: ['হ', 'ি'],
  });
  // An English resume never asks for the Devanagari fonts.
  expect(loadFonts).not.toHaveBeenCalled();
  await waitFor(() => expect(clicked).toHaveLength(1));
  expect(clicked[0]).toMatchObject({ download: 'resume-asha-rao.pdf', href: 'blob:resume' });
  const blob = createObjectURL.mock.calls[0]![0];
  expect(blob.type).toBe('application/pdf');
  // jsdom's Blob has no text(); FileReader reads it the old way.
  const header = await new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob.slice(0, 5));
  });
  expect(header).toBe('%PDF-');
  restore();
});

test('every word the PDF writes itself (its headings, its title) has its Hindi', () => {
  for (const resume of [RESUME, { ...RESUME, personalDetails: createEmptyResume().personalDetails }])
    createResumePdf(buildResumePreview(resume), { t: recordingTranslate });
  expectAskedWordsTranslated(AREA_DIR);
});

/** A resume typed in Devanagari, with Latin in it too. */
const HINDI: ResumeData = {
  ...RESUME,
  personalDetails: { ...RESUME.personalDetails, name: 'श्रीमती क्षितिज कमल' },
  workExperience: [{ ...RESUME.workExperience[0]!, position: 'लेखा प्रबंधक', company: 'Rao & Co' }],
  skills: 'GST, लेखा परीक्षा',
};

test('Devanagari typed is drawn from the Devanagari font, shaped, and nothing is missing; Latin stays in Times', () => {
  const { pdf, missingCharacters } = createResumePdf(buildResumePreview(HINDI), {
    t: interpolate,
    compress: false,
    devanagari: DEVANAGARI,
  });
  expect(missingCharacters).toEqual([]);
  const source = pdf.output();
  expect(source).toContain('/BaseFont /NotoSansDevanagari');
  // Invisible Devanagari text, one piece a run: the name, the job title, a skill.
  expect(source.match(/3 Tr\n/g)).toHaveLength(3);
  for (const text of ['Rao & Co', 'asha@example.com', 'Skills']) expect(source).toContain(`(${text}) Tj`);
  expect(source).not.toContain('(?');
});

test('saveResumePdf loads the Devanagari fonts for Devanagari typed, or for headings in Hindi', async () => {
  const downloads = catchDownloads();
  expect(await saveResumePdf(buildResumePreview(HINDI), interpolate)).toEqual({
    fileName: 'resume-श्रीमती-क्षितिज-कमल.pdf',
    missingCharacters: [],
  });
  expect(loadFonts).toHaveBeenCalledTimes(1);
  // An English resume on a Hindi page: its headings are Devanagari.
  expect(await saveResumePdf(buildResumePreview(RESUME), translatedWords(AREA_DIR, 'hi'))).toEqual({
    fileName: 'resume-asha-rao.pdf',
    missingCharacters: [],
  });
  expect(loadFonts).toHaveBeenCalledTimes(2);
  await waitFor(() => expect(downloads.clicked).toHaveLength(2));
  downloads.restore();
});

test('when the fonts cannot load, no PDF is saved and saveResumePdf fails (the screen says so)', async () => {
  const downloads = catchDownloads();
  loadFonts.mockRejectedValueOnce(new Error('HTTP 503'));
  await expect(saveResumePdf(buildResumePreview(HINDI), interpolate)).rejects.toThrow('HTTP 503');
  expect(downloads.createObjectURL).not.toHaveBeenCalled();
  downloads.restore();
});

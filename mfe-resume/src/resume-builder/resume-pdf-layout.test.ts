import { ASHA } from '../../test/resume-fixtures';
import { buildResumePreview } from './build-resume-preview';
import { createEmptyResume, type ResumeData, type WorkExperience } from './resume-data';
import { A4, layoutResumePdf, PAGE_MARGIN, wrapText, type MeasureText, type PdfText } from './resume-pdf-layout';

/** A made-up font: every character is half as wide as the type is tall, bold a little wider. */
const measure: MeasureText = (text, style, size) => [...text].length * size * (style === 'bold' ? 0.55 : 0.5);

const job = (n: number, description: string): WorkExperience => ({
  id: `w${n}`,
  position: `Job title ${n}`,
  company: `Company ${n}`,
  startDate: `${2000 + n}`,
  endDate: n === 1 ? 'Present' : `${2001 + n}`,
  description,
});

const FULL = ASHA;

const texts = (marks: readonly { kind: string }[]) => marks.filter((mark): mark is PdfText => mark.kind === 'text');
const allTexts = (resume: ResumeData) => layoutResumePdf(buildResumePreview(resume), measure).pages.flatMap(texts);
/** The PDF's text in reading order, pieces of a line joined as a reader would see them. */
function readingOrder(resume: ResumeData): string[] {
  const lines: string[] = [];
  let lastY: number | null = null;
  for (const page of layoutResumePdf(buildResumePreview(resume), measure).pages) {
    for (const mark of texts(page)) {
      if (mark.y === lastY) lines[lines.length - 1] += mark.text;
      else lines.push(mark.text);
      lastY = mark.y;
    }
    lastY = null;
  }
  return lines;
}

describe('wrapText', () => {
  const chars = (text: string) => text.length;
  test.each<[string, number, string[]]>([
    ['a bb ccc', 4, ['a bb', 'ccc']],
    ['a bb ccc', 8, ['a bb ccc']],
    ['a  bb   ccc', 100, ['a bb ccc']],
    ['abcdefghij', 4, ['abcd', 'efgh', 'ij']],
    ['go https://example.com/x', 8, ['go', 'https://', 'example.', 'com/x']],
    ['', 10, []],
    ['   ', 10, []],
    ['abc', 1, ['a', 'b', 'c']],
  ])('%j in %i', (text, width, lines) => {
    expect(wrapText(text, width, chars)).toEqual(lines);
  });
});

test('everything the preview shows, in its order, on one A4 page', () => {
  const { pages, missingCharacters } = layoutResumePdf(buildResumePreview(FULL), measure);
  expect(pages).toHaveLength(1);
  expect(missingCharacters).toEqual([]);
  expect(readingOrder(FULL)).toEqual([
    'Asha Rao',
    'Chartered accountant.',
    'Ten years in audit.',
    'asha@example.com | +91 98765 43210',
    'linkedin.com/in/asha | javascript:alert(1)',
    'Pune, India',
    'Experience',
    'Audit Manager, Rao & CoJun 2021 – Present',
    'Statutory audits.',
    '•Led 12 audits',
    '•Trained 4 juniors',
    'Education',
    'B.Com, Pune University2014',
    'Projects',
    'GST helper',
    'github.com/asha/gst',
    '•A CLI',
    'Skills',
    'Audit · GST · Excel',
  ]);
});

test('links only where the preview links: mailto:, tel: and safe web addresses', () => {
  const links = allTexts(FULL)
    .filter((mark) => mark.link !== null)
    .map((mark) => [mark.text, mark.link]);
  expect(links).toEqual([
    ['asha@example.com', 'mailto:asha@example.com'],
    ['+91 98765 43210', 'tel:+919876543210'],
    ['linkedin.com/in/asha', 'https://linkedin.com/in/asha'],
    ['github.com/asha/gst', 'https://github.com/asha/gst'],
  ]);
});

test('names and headings in bold and larger; dates flush with the right margin', () => {
  const marks = allTexts(FULL);
  const mark = (text: string) => marks.find((candidate) => candidate.text === text)!;
  expect(mark('Asha Rao')).toMatchObject({ style: 'bold', size: 20 });
  expect(mark('Experience')).toMatchObject({ style: 'bold', size: 12 });
  expect(mark('Audit Manager')).toMatchObject({ style: 'bold' });
  expect(mark('Rao & Co')).toMatchObject({ style: 'normal' });
  expect(mark('Jun 2021 – Present').x + mark('Jun 2021 – Present').width).toBeCloseTo(A4.width - PAGE_MARGIN);
  expect(mark('2014').y).toBe(mark('B.Com').y);
});

const LONG: ResumeData = {
  ...FULL,
  workExperience: Array.from({ length: 14 }, (_, index) =>
    job(
      index + 1,
      Array.from({ length: 4 }, (__, line) => `- Achievement ${index + 1}.${line + 1} ${'word '.repeat(12)}`).join(
        '\n',
      ),
    ),
  ),
};

test('a long resume flows onto more pages, losing nothing and keeping its order', () => {
  const { pages } = layoutResumePdf(buildResumePreview(LONG), measure);
  expect(pages.length).toBeGreaterThanOrEqual(2);
  const achievements = pages
    .flatMap(texts)
    .map((mark) => /^Achievement (\d+\.\d+)/.exec(mark.text)?.[1])
    .filter(Boolean);
  const expected = LONG.workExperience.flatMap((_, index) => [1, 2, 3, 4].map((line) => `${index + 1}.${line}`));
  expect(achievements).toEqual(expected);
  expect(readingOrder(LONG).at(-1)).toBe('Audit · GST · Excel');
});

test('every mark stays inside the margins of its page, top to bottom in order', () => {
  for (const resume of [FULL, LONG]) {
    for (const page of layoutResumePdf(buildResumePreview(resume), measure).pages) {
      let lastY = 0;
      for (const mark of page) {
        const [left, right] = mark.kind === 'text' ? [mark.x, mark.x + mark.width] : [mark.x1, mark.x2];
        expect(left).toBeGreaterThanOrEqual(PAGE_MARGIN);
        expect(right).toBeLessThanOrEqual(A4.width - PAGE_MARGIN + 0.001);
        expect(mark.y).toBeGreaterThan(PAGE_MARGIN);
        expect(mark.y).toBeLessThan(A4.height - PAGE_MARGIN);
        expect(mark.y).toBeGreaterThanOrEqual(lastY);
        lastY = mark.y;
      }
    }
  }
});

test('a heading or a job title never ends a page: it moves on with its first line', () => {
  const { pages } = layoutResumePdf(buildResumePreview(LONG), measure);
  for (const page of pages.slice(0, -1)) {
    const last = texts(page).at(-1)!;
    expect(last.style).toBe('normal');
    expect(last.text).not.toMatch(/^Company|^\d{4} – /);
  }
});

test('long words and long lines wrap inside the page', () => {
  const resume: ResumeData = {
    ...createEmptyResume(),
    personalDetails: {
      ...FULL.personalDetails,
      website1: `linkedin.com/in/${'a'.repeat(200)}`,
      summary: 'word '.repeat(80),
    },
  };
  const marks = allTexts(resume);
  expect(marks.filter((mark) => mark.link?.startsWith('https://linkedin.com')).length).toBeGreaterThan(1);
  expect(marks.filter((mark) => mark.text.startsWith('word')).length).toBeGreaterThan(3);
});

test('characters the PDF fonts lack are written as "?" and reported once', () => {
  const resume: ResumeData = { ...createEmptyResume(), skills: 'हिन्दी, Excel, ₹ budgeting' };
  const { pages, missingCharacters } = layoutResumePdf(buildResumePreview(resume), measure);
  expect(missingCharacters).toEqual(['ह', 'ि', 'न', '्', 'द', 'ी']);
  expect(texts(pages[0]!).map((mark) => mark.text)).toEqual([
    'Skills',
    '??????',
    ' · ',
    'Excel',
    ' · ',
    'Rs. budgeting',
  ]);
});

test('with the Devanagari font, Devanagari is kept as typed and the headings come in the page language', () => {
  const resume: ResumeData = { ...createEmptyResume(), skills: 'हिन्दी, Excel, ₹ budgeting, বাংলা' };
  const hindi = (message: string) => (message === 'Skills' ? 'कौशल' : message);
  const { pages, missingCharacters } = layoutResumePdf(buildResumePreview(resume), measure, {
    t: hindi,
    devanagari: true,
  });
  // Other scripts still have no font.
  expect(missingCharacters).toEqual(['ব', 'া', 'ং', 'ল']);
  expect(texts(pages[0]!).map((mark) => mark.text)).toEqual([
    'कौशल',
    'हिन्दी',
    ' · ',
    'Excel',
    ' · ',
    'Rs. budgeting',
    ' · ',
    '?????',
  ]);
});

test('an empty resume is one blank page', () => {
  expect(layoutResumePdf(buildResumePreview(createEmptyResume()), measure)).toEqual({
    pages: [[]],
    missingCharacters: [],
  });
});

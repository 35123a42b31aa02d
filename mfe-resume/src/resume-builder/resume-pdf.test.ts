import { waitFor } from '@testing-library/react';
import { expectAskedWordsTranslated, recordingTranslate } from '../../../shared/test/words';
import { AREA_DIR } from '../../test/render-builder';
import { buildResumePreview } from './build-resume-preview';
import { createEmptyResume, type ResumeData } from './resume-data';
import { createResumePdf, saveResumePdf } from './resume-pdf';

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
const source = (resume: ResumeData) => createResumePdf(buildResumePreview(resume), { compress: false }).pdf.output();

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

test('saveResumePdf hands the browser a PDF file named after the resume, and reports missing characters', async () => {
  // jsdom has no object URLs; the anchor jsPDF clicks is caught before it would navigate.
  const createObjectURL = jest.fn((_blob: Blob) => 'blob:resume');
  Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
  const clicked: HTMLAnchorElement[] = [];
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'dispatchEvent').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    clicked.push(this);
    return true;
  });
  const preview = buildResumePreview({ ...RESUME, skills: 'हि' });
  expect(saveResumePdf(preview)).toEqual({ fileName: 'resume-asha-rao.pdf', missingCharacters: ['ह', 'ि'] });
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
  click.mockRestore();
});

test('every word the PDF writes itself (its headings, its title) has its Hindi', () => {
  for (const resume of [RESUME, { ...RESUME, personalDetails: createEmptyResume().personalDetails }])
    createResumePdf(buildResumePreview(resume), { t: recordingTranslate });
  expectAskedWordsTranslated(AREA_DIR);
});

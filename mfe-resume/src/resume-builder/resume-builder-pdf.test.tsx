import { screen } from '@testing-library/react';
import { AREA_DIR, addEntry, fastUser, fill, formSection, renderBuilder } from '../../test/render-builder';
import { expectAskedWordsTranslated } from '../../../shared/test/words';
import type { ResumePreview } from './build-resume-preview';
import type * as PdfFileNameModule from './pdf-file-name';
import { saveResumePdf } from './resume-pdf';

// The PDF module is what "Download PDF" loads on demand; here it is replaced so the screen's side can be
// watched (resume-pdf.test.ts checks the real file, the e2e the download in Chromium).
// The stand-in names files by the real rule, so the screen's message can be checked.
jest.mock('./resume-pdf', () => {
  const { pdfFileName } = jest.requireActual<typeof PdfFileNameModule>('./pdf-file-name');
  return {
    saveResumePdf: jest.fn((preview: ResumePreview) =>
      Promise.resolve({ fileName: pdfFileName(preview.name), missingCharacters: [] }),
    ),
  };
});
const save = jest.mocked(saveResumePdf);

beforeEach(() => {
  localStorage.clear();
  save.mockClear();
});

// Every word these screens showed has its Hindi (hi.json beside the code).
afterAll(() => expectAskedWordsTranslated(AREA_DIR));

const downloadPdf = () => fastUser().click(screen.getByRole('button', { name: 'Download PDF' }));

test('"Download PDF" saves resume-<name>.pdf made from what the preview shows', async () => {
  renderBuilder();
  await fill({ Name: 'Asha Rao' });
  await fill(
    { 'Job title': 'Audit Manager' },
    await addEntry('Work Experience', 'Add work experience', 'Work experience 1'),
  );
  await downloadPdf();

  expect(save).toHaveBeenCalledTimes(1);
  const [preview] = save.mock.calls[0]!;
  expect(preview.name).toBe('Asha Rao');
  expect(preview.sections[0]?.entries[0]?.title).toBe('Audit Manager');
  expect(await screen.findByText('Downloaded resume-asha-rao.pdf.')).toHaveAttribute('role', 'status');
});

test('no name: resume.pdf', async () => {
  renderBuilder();
  await fill({ Skills: 'Excel' });
  await downloadPdf();
  expect(await screen.findByText('Downloaded resume.pdf.')).toBeInTheDocument();
});

test('nothing filled in: no PDF, and the visitor is told why', async () => {
  renderBuilder();
  await downloadPdf();
  expect(save).not.toHaveBeenCalled();
  expect(screen.getByText('Fill in the form first: the PDF holds what the preview shows.')).toBeInTheDocument();
});

test('characters the PDF cannot hold are named, with the way to keep them', async () => {
  save.mockResolvedValueOnce({ fileName: 'resume-আশা.pdf', missingCharacters: ['আ', 'শ'] });
  renderBuilder();
  await fill({ Name: 'আশা' });
  await downloadPdf();
  expect(
    await screen.findByText(
      'Downloaded resume-আশা.pdf. Its font has no আ শ, written as "?" there; Print / Save as PDF keeps them.',
    ),
  ).toBeInTheDocument();
});

test('when the PDF code cannot load, an error says so; the next press tries again', async () => {
  save.mockImplementationOnce(() => {
    throw new Error('Loading chunk resume-pdf failed.');
  });
  renderBuilder();
  await fill({ Name: 'Asha' });
  await downloadPdf();
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'The PDF could not be made: its code did not download. Check your connection and try again.',
  );
  await downloadPdf();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(screen.getByText('Downloaded resume-asha.pdf.')).toBeInTheDocument();
  expect(save).toHaveBeenCalledTimes(2);
});

test('the message about a PDF goes once the resume changes', async () => {
  renderBuilder();
  await fill({ Name: 'Asha' });
  await downloadPdf();
  expect(await screen.findByText('Downloaded resume-asha.pdf.')).toBeInTheDocument();
  await fill({ Location: 'Pune' }, formSection('Personal Details'));
  expect(screen.queryByText('Downloaded resume-asha.pdf.')).not.toBeInTheDocument();
});

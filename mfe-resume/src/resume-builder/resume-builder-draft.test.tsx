import { screen, within } from '@testing-library/react';
import { AREA_DIR, addEntry, EMPTY_HINT, fastUser, fill, formSection, renderBuilder } from '../../test/render-builder';
import { expectAskedWordsTranslated } from '../../../shared/test/words';
import { DRAFT_STORAGE_KEY, DRAFT_VERSION } from './resume-draft';

beforeEach(() => localStorage.clear());

// Every word these screens showed has its Hindi (hi.json beside the code).
afterAll(() => expectAskedWordsTranslated(AREA_DIR));

/** Fills every section, as a visitor building a whole resume would. */
async function fillEverything() {
  await fill({ Name: 'Asha Rao', Summary: 'Chartered accountant.', Email: 'asha@example.com', Location: 'Pune' });
  const job = await addEntry('Work Experience', 'Add work experience', 'Work experience 1');
  await fill({ 'Job title': 'Audit Manager', Company: 'Rao & Co', Start: '2021', End: 'Present' }, job);
  await fill({ Description: '- Led 12 audits' }, job);
  await fill({ Degree: 'B.Com', Year: '2014' }, await addEntry('Education', 'Add education', 'Education 1'));
  await fill(
    { 'Project name': 'GST helper', Link: 'github.com/asha/gst' },
    await addEntry('Projects', 'Add project', 'Project 1'),
  );
  await fill({ Skills: 'Audit, GST' });
}

test('everything typed is there again after a reload, in the form and the preview', async () => {
  const first = renderBuilder();
  await fillEverything();
  const before = first.preview.textContent;
  first.unmount();

  // A reload: a new screen reading the same browser storage.
  const { preview } = renderBuilder();
  expect(preview.textContent).toBe(before);
  expect(screen.getByLabelText('Name')).toHaveValue('Asha Rao');
  const job = within(formSection('Work Experience')).getByRole('group', { name: 'Work experience 1' });
  expect(within(job).getByLabelText('Job title')).toHaveValue('Audit Manager');
  expect(within(job).getByLabelText('Description')).toHaveValue('- Led 12 audits');
  expect(within(formSection('Education')).getByLabelText('Degree')).toHaveValue('B.Com');
  expect(within(formSection('Projects')).getByLabelText('Link')).toHaveValue('github.com/asha/gst');
  expect(screen.getByLabelText('Skills')).toHaveValue('Audit, GST');
  expect(within(preview).getByRole('heading', { level: 3 })).toHaveTextContent('Asha Rao');
});

test('the draft is stored versioned, under its own key, after each change', async () => {
  renderBuilder();
  await fill({ Name: 'Asha' });
  expect(JSON.parse(localStorage.getItem(DRAFT_STORAGE_KEY)!)).toMatchObject({
    version: DRAFT_VERSION,
    resume: { personalDetails: { name: 'Asha' } },
  });
});

test('a line under the form says the draft stays in this browser only', () => {
  renderBuilder();
  const form = screen.getByRole('form', { name: 'Build Your Resume' });
  expect(within(form).getByText('Saved in this browser only.')).toBeInTheDocument();
});

test('Start over asks first; "Keep editing" keeps everything', async () => {
  renderBuilder();
  await fill({ Name: 'Asha Rao' });
  const user = fastUser();
  await user.click(screen.getByRole('button', { name: 'Start over' }));
  const question = screen.getByRole('group', { name: 'Clear everything you have typed? This cannot be undone.' });
  expect(within(question).getByRole('button', { name: 'Keep editing' })).toHaveFocus();
  await user.keyboard('{Enter}');
  expect(screen.queryByRole('button', { name: 'Clear everything' })).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Start over' })).toHaveFocus();
  expect(screen.getByLabelText('Name')).toHaveValue('Asha Rao');
  expect(localStorage.getItem(DRAFT_STORAGE_KEY)).toContain('Asha Rao');
});

test('Start over, confirmed, clears the form, the preview and the stored draft', async () => {
  const { preview, unmount } = renderBuilder();
  await fillEverything();
  const user = fastUser();
  await user.click(screen.getByRole('button', { name: 'Start over' }));
  await user.click(screen.getByRole('button', { name: 'Clear everything' }));

  expect(screen.getByLabelText('Name')).toHaveValue('');
  expect(within(formSection('Work Experience')).queryAllByRole('group')).toEqual([]);
  expect(screen.getByLabelText('Skills')).toHaveValue('');
  expect(within(preview).getByText(EMPTY_HINT)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Start over' })).toHaveFocus();
  expect(localStorage.getItem(DRAFT_STORAGE_KEY)).toBeNull();

  unmount();
  renderBuilder();
  expect(screen.getByLabelText('Name')).toHaveValue('');
});

test.each([
  ['unreadable', '{"version":1,"resume":{'],
  ['from an older shape', JSON.stringify({ personalDetails: { name: 'Old' }, skills: ['Excel'] })],
  ['of a newer version', JSON.stringify({ version: DRAFT_VERSION + 1, resume: { personalDetails: { name: 'New' } } })],
  ['of the right version but the wrong shape', JSON.stringify({ version: DRAFT_VERSION, resume: { skills: 3 } })],
])('a stored draft %s is ignored: the builder opens blank and works', async (_case, stored) => {
  localStorage.setItem(DRAFT_STORAGE_KEY, stored);
  const { preview } = renderBuilder();
  expect(screen.getByLabelText('Name')).toHaveValue('');
  expect(within(preview).getByText(EMPTY_HINT)).toBeInTheDocument();
  await fill({ Name: 'Asha' });
  expect(within(preview).getByRole('heading', { level: 3 })).toHaveTextContent('Asha');
  expect(JSON.parse(localStorage.getItem(DRAFT_STORAGE_KEY)!).resume.personalDetails.name).toBe('Asha');
});

test('when the browser refuses storage, the builder still works and says nothing is kept', async () => {
  const blocked = jest.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  });
  const { preview } = renderBuilder();
  expect(screen.queryByText('Saved in this browser only.')).not.toBeInTheDocument();
  expect(
    screen.getByText('This browser is not keeping a copy: what you type is lost when you leave the page.'),
  ).toBeInTheDocument();
  await fill({ Name: 'Asha' });
  expect(within(preview).getByRole('heading', { level: 3 })).toHaveTextContent('Asha');
  blocked.mockRestore();
});

test('a full storage is reported the same way, without losing what is on screen', async () => {
  const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new DOMException('Quota exceeded', 'QuotaExceededError');
  });
  renderBuilder();
  await fill({ Name: 'Asha' });
  expect(screen.getByText(/not keeping a copy/)).toBeInTheDocument();
  expect(screen.getByLabelText('Name')).toHaveValue('Asha');
  setItem.mockRestore();
});

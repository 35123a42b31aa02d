import { screen, within } from '@testing-library/react';
import { AREA_DIR, addEntry, fastUser, fill, formSection, renderBuilder } from '../../test/render-builder';
import { expectAskedWordsTranslated } from '../../../shared/test/words';

// The builder keeps its draft in localStorage: each test starts from a blank one.
beforeEach(() => localStorage.clear());

// Every word these screens showed has its Hindi (hi.json beside the code).
afterAll(() => expectAskedWordsTranslated(AREA_DIR));

/** The preview's section headed `heading`, or null. */
const previewSection = (preview: HTMLElement, heading: string) =>
  within(preview).queryByRole('heading', { level: 4, name: heading })?.closest('section') ?? null;

test('the sections follow Personal Details in order, each with its heading', () => {
  renderBuilder();
  const form = screen.getByRole('form', { name: 'Build Your Resume' });
  const headings = within(form)
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);
  expect(headings).toEqual(['Personal Details', 'Work Experience', 'Education', 'Projects', 'Skills']);
  for (const [section, add] of [
    ['Work Experience', 'Add work experience'],
    ['Education', 'Add education'],
    ['Projects', 'Add project'],
  ]) {
    expect(within(formSection(section!)).getByRole('button', { name: add })).toBeInTheDocument();
    expect(within(formSection(section!)).queryAllByRole('group')).toEqual([]);
  }
  expect(within(formSection('Skills')).getByLabelText('Skills')).toHaveValue('');
});

test('Work Experience: an entry with Job title, Company, Start, End and Description, shown under Experience', async () => {
  const { preview } = renderBuilder();
  expect(previewSection(preview, 'Experience')).toBeNull();
  const job = await addEntry('Work Experience', 'Add work experience', 'Work experience 1');
  // The new entry's first field has the focus, ready to type into.
  expect(within(job).getByLabelText('Job title')).toHaveFocus();
  for (const label of ['Job title', 'Company', 'Start', 'End', 'Description']) {
    expect(within(job).getByLabelText(label)).toHaveValue('');
  }
  expect(within(job).getByLabelText('Description').tagName).toBe('TEXTAREA');
  // Blank entries show nothing yet.
  expect(previewSection(preview, 'Experience')).toBeNull();

  const user = await fill(
    {
      'Job title': 'Audit Manager',
      Company: 'Rao & Co',
      Start: 'Jun 2021',
      End: 'Present',
      Description: 'Statutory audits of listed companies.\n- Led 12 audits\n- Trained 4 juniors',
    },
    job,
  );
  const experience = previewSection(preview, 'Experience')!;
  expect(within(experience).getByRole('heading', { level: 4 })).toHaveTextContent('Experience');
  expect(experience).toHaveTextContent('Audit Manager, Rao & Co');
  expect(within(experience).getByText('Jun 2021 – Present')).toBeInTheDocument();
  expect(within(experience).getByText('Statutory audits of listed companies.').tagName).toBe('P');
  expect(
    within(experience)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['Led 12 audits', 'Trained 4 juniors']);

  // An empty End shows the start alone.
  await user.clear(within(job).getByLabelText('End'));
  expect(within(experience).getByText('Jun 2021')).toBeInTheDocument();
  expect(experience).not.toHaveTextContent('–');
});

test('Education: Degree, Institution and Year, shown under Education', async () => {
  const { preview } = renderBuilder();
  const school = await addEntry('Education', 'Add education', 'Education 1');
  expect(within(school).getByLabelText('Degree')).toHaveFocus();
  await fill({ Degree: 'B.Com', Institution: 'Pune University', Year: '2014' }, school);
  const education = previewSection(preview, 'Education')!;
  expect(education).toHaveTextContent('B.Com, Pune University2014');
  expect(within(education).getByText('2014')).toBeInTheDocument();
});

test('Projects: Project name, a safe Link and Description, shown under Projects', async () => {
  const { preview } = renderBuilder();
  const first = await addEntry('Projects', 'Add project', 'Project 1');
  await fill({ 'Project name': 'GST helper', Link: 'github.com/asha/gst', Description: '- Checks invoices' }, first);
  const second = await addEntry('Projects', 'Add project', 'Project 2');
  await fill({ 'Project name': 'Trap', Link: 'javascript:alert(1)' }, second);

  const projects = previewSection(preview, 'Projects')!;
  const link = within(projects).getByRole('link', { name: 'github.com/asha/gst' });
  expect(link).toHaveAttribute('href', 'https://github.com/asha/gst');
  expect(link).toHaveAttribute('target', '_blank');
  expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  expect(within(projects).getByText('javascript:alert(1)').closest('a')).toBeNull();
  expect(within(projects).getAllByRole('link')).toHaveLength(1);
  expect(within(projects).getByRole('listitem')).toHaveTextContent('Checks invoices');
});

test('Skills: one comma-separated field, listed one skill an item under Skills', async () => {
  const { preview } = renderBuilder();
  const user = fastUser();
  await user.type(within(formSection('Skills')).getByLabelText('Skills'), 'Audit, GST,, Excel, ');
  expect(within(formSection('Skills')).getByLabelText('Skills')).toHaveValue('Audit, GST,, Excel, ');
  const skills = previewSection(preview, 'Skills')!;
  expect(
    within(skills)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['Audit', 'GST', 'Excel']);
  await user.clear(within(formSection('Skills')).getByLabelText('Skills'));
  expect(previewSection(preview, 'Skills')).toBeNull();
});

test('the preview shows the sections in order: Experience, Education, Projects, Skills', async () => {
  const { preview } = renderBuilder();
  // Filled in the opposite order.
  await fill({ Skills: 'Excel' });
  await fill({ 'Project name': 'P' }, await addEntry('Projects', 'Add project', 'Project 1'));
  await fill({ Degree: 'MBA' }, await addEntry('Education', 'Add education', 'Education 1'));
  await fill({ Company: 'Rao & Co' }, await addEntry('Work Experience', 'Add work experience', 'Work experience 1'));
  expect(
    within(preview)
      .getAllByRole('heading', { level: 4 })
      .map((heading) => heading.textContent),
  ).toEqual(['Experience', 'Education', 'Projects', 'Skills']);
});

/** Three jobs titled A, B and C, in that order. */
async function threeJobs() {
  for (const [index, title] of ['A', 'B', 'C'].entries()) {
    const job = await addEntry('Work Experience', 'Add work experience', `Work experience ${index + 1}`);
    await fill({ 'Job title': title }, job);
  }
}

const jobTitles = () =>
  within(formSection('Work Experience'))
    .queryAllByLabelText('Job title')
    .map((field) => (field as HTMLInputElement).value);

test('Move up and Move down reorder the entries in the form and the preview; focus stays with the entry', async () => {
  const { preview } = renderBuilder();
  await threeJobs();
  const section = formSection('Work Experience');
  const user = fastUser();

  // The buttons are named after their entry.
  await user.click(within(section).getByRole('button', { name: 'Move up C' }));
  expect(jobTitles()).toEqual(['A', 'C', 'B']);
  expect(within(section).getByRole('button', { name: 'Move up C' })).toHaveFocus();
  expect(screen.getByText('C moved up: 2 of 3.')).toHaveAttribute('role', 'status');

  // From the keyboard: Enter on the focused button again takes C to the top.
  await user.keyboard('{Enter}');
  expect(jobTitles()).toEqual(['C', 'A', 'B']);
  expect(within(section).getByRole('button', { name: 'Move up C' })).toHaveFocus();
  const strongs = () =>
    Array.from(previewSection(preview, 'Experience')!.querySelectorAll('strong'), (s) => s.textContent);
  expect(strongs()).toEqual(['C', 'A', 'B']);

  // At the top, Move up is unavailable but keeps the focus; pressing it changes nothing.
  expect(within(section).getByRole('button', { name: 'Move up C' })).toHaveAttribute('aria-disabled', 'true');
  await user.keyboard('{Enter}');
  expect(jobTitles()).toEqual(['C', 'A', 'B']);
  expect(within(section).getByRole('button', { name: 'Move up C' })).toHaveFocus();

  await user.click(within(section).getByRole('button', { name: 'Move down A' }));
  expect(jobTitles()).toEqual(['C', 'B', 'A']);
  expect(within(section).getByRole('button', { name: 'Move down A' })).toHaveFocus();
  expect(within(section).getByRole('button', { name: 'Move down A' })).toHaveAttribute('aria-disabled', 'true');
  expect(within(section).getByRole('button', { name: 'Move down C' })).not.toHaveAttribute('aria-disabled');
  expect(strongs()).toEqual(['C', 'B', 'A']);
});

test('an untitled entry is named by its place in its buttons', async () => {
  renderBuilder();
  await addEntry('Education', 'Add education', 'Education 1');
  await addEntry('Education', 'Add education', 'Education 2');
  const section = formSection('Education');
  expect(within(section).getByRole('button', { name: 'Remove education 2' })).toBeInTheDocument();
  // The visible text is the label alone.
  expect(within(section).getAllByRole('button', { name: /^Move down/ })[0]).toHaveTextContent(/^Move down/);
});

test('Remove takes the entry out of the form and the preview; focus goes to the next entry, then to Add', async () => {
  const { preview } = renderBuilder();
  await threeJobs();
  const section = formSection('Work Experience');
  const user = fastUser();

  await user.click(within(section).getByRole('button', { name: 'Remove B' }));
  expect(jobTitles()).toEqual(['A', 'C']);
  expect(within(section).getByRole('button', { name: 'Remove C' })).toHaveFocus();
  expect(previewSection(preview, 'Experience')).not.toHaveTextContent('B');
  // The groups are numbered again.
  expect(within(section).getByRole('group', { name: 'Work experience 2' })).toContainElement(
    within(section).getByDisplayValue('C'),
  );

  await user.keyboard('{Enter}');
  expect(jobTitles()).toEqual(['A']);
  expect(within(section).getByRole('button', { name: 'Remove A' })).toHaveFocus();
  await user.keyboard('{Enter}');
  expect(jobTitles()).toEqual([]);
  expect(within(section).getByRole('button', { name: 'Add work experience' })).toHaveFocus();
  expect(previewSection(preview, 'Experience')).toBeNull();
});

test('the whole form works from the keyboard: Tab to Add, Enter, type', async () => {
  renderBuilder();
  const user = fastUser();
  within(formSection('Education')).getByRole('button', { name: 'Add education' }).focus();
  await user.keyboard('{Enter}');
  await user.keyboard('MBA');
  await user.tab();
  await user.keyboard('IIM Ahmedabad');
  expect(within(formSection('Education')).getByLabelText('Degree')).toHaveValue('MBA');
  expect(within(formSection('Education')).getByLabelText('Institution')).toHaveValue('IIM Ahmedabad');
});

import { act, render, renderHook, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { InLanguage } from '../../../shared/test/words';
import { AREA_DIR, EMPTY_HINT, fill, renderBuilder } from '../../test/render-builder';
import ResumeBuilderScreen from './resume-builder-screen';
import { createEmptyResume } from './resume-data';
import { useResumeBuilder } from './use-resume-builder';

const LABELS = ['Name', 'Summary', 'Email', 'Phone', 'LinkedIn', 'GitHub', 'Location'] as const;

// The builder keeps its draft in localStorage: each test starts from a blank one.
beforeEach(() => localStorage.clear());

test('two columns: the form "Build Your Resume" with Personal Details, and the "Live Preview"', () => {
  const { preview } = renderBuilder();
  expect(screen.getByRole('heading', { level: 1, name: 'Resume Builder' })).toBeInTheDocument();
  const form = screen.getByRole('form', { name: 'Build Your Resume' });
  const section = within(form).getByRole('group', { name: 'Personal Details' });
  expect(within(section).getByRole('heading', { level: 3, name: 'Personal Details' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: 'Live Preview' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Print / Save as PDF' })).toBeInTheDocument();
  expect(preview).toHaveAttribute('data-resume-preview');
});

test('every field has its own visible label, starts empty and is free text', () => {
  renderBuilder();
  const section = screen.getByRole('group', { name: 'Personal Details' });
  const fields = within(section).getAllByRole('textbox');
  expect(fields.map((field) => field.id)).toEqual(LABELS.map((label) => screen.getByLabelText(label).id));
  for (const label of LABELS) {
    const field = screen.getByLabelText(label);
    const labelElement = document.querySelector(`label[for="${CSS.escape(field.id)}"]`);
    expect(labelElement).toHaveTextContent(label);
    expect(labelElement).not.toHaveClass('srOnly');
    expect(field).toHaveValue('');
    expect(field).not.toHaveAttribute('required');
    expect(['text', 'tel', null]).toContain(field.getAttribute('type'));
  }
  expect(screen.getByLabelText('Name')).toHaveAttribute('placeholder', 'Full Name');
  expect(screen.getByLabelText('Summary').tagName).toBe('TEXTAREA');
});

test('typing updates the preview key by key: the name is its heading', async () => {
  const { preview } = renderBuilder();
  expect(within(preview).queryByRole('heading')).not.toBeInTheDocument();
  const user = userEvent.setup({ delay: null });
  await user.type(screen.getByLabelText('Name'), 'As');
  expect(within(preview).getByRole('heading', { level: 3 })).toHaveTextContent(/^As$/);
  await user.type(screen.getByLabelText('Name'), 'ha Rao');
  expect(within(preview).getByRole('heading', { level: 3 })).toHaveTextContent(/^Asha Rao$/);
  await user.clear(screen.getByLabelText('Name'));
  expect(within(preview).queryByRole('heading')).not.toBeInTheDocument();
});

test('the preview shows the summary, the contact line, the website line and the location', async () => {
  const { lines } = renderBuilder();
  const user = await fill({
    Summary: 'Chartered accountant.',
    Email: 'asha@example.com',
    Phone: '+91 98765 43210',
    LinkedIn: 'linkedin.com/in/asha',
    GitHub: 'github.com/asha',
    Location: 'Pune, India',
  });
  expect(lines()).toEqual([
    'Chartered accountant.',
    'asha@example.com | +91 98765 43210',
    'linkedin.com/in/asha | github.com/asha',
    'Pune, India',
  ]);
  // The summary keeps the visitor's line breaks.
  await user.type(screen.getByLabelText('Summary'), '{Enter}');
  await user.paste('Ten years in audit.');
  expect(lines()[0]).toBe('Chartered accountant.\nTen years in audit.');
});

test('email and phone share one line, the two websites share another', async () => {
  const { preview } = renderBuilder();
  await fill({
    Email: 'asha@example.com',
    Phone: '98765 43210',
    LinkedIn: 'linkedin.com/in/asha',
    GitHub: 'github.com/asha',
  });
  const lineOf = (name: string) => within(preview).getByRole('link', { name }).closest('p');
  const contactLine = lineOf('asha@example.com');
  expect(contactLine).toBe(lineOf('98765 43210'));
  const websiteLine = lineOf('linkedin.com/in/asha');
  expect(websiteLine).toBe(lineOf('github.com/asha'));
  expect(contactLine).not.toBe(websiteLine);
  expect(contactLine).toHaveTextContent(/^asha@example\.com \| 98765 43210$/);
});

test('empty fields leave no stray separator, and an empty line is not rendered', async () => {
  const { preview, lines } = renderBuilder();
  expect(lines()).toEqual([]);
  expect(within(preview).getByText(EMPTY_HINT)).toBeInTheDocument();
  expect(preview).not.toHaveTextContent('|');

  const user = await fill({ Phone: '98765 43210' });
  expect(lines()).toEqual(['98765 43210']);
  expect(within(preview).queryByText(EMPTY_HINT)).not.toBeInTheDocument();

  await fill({ GitHub: 'github.com/asha', Location: 'Pune' });
  expect(lines()).toEqual(['98765 43210', 'github.com/asha', 'Pune']);

  await fill({ Email: 'asha@example.com' });
  expect(lines()).toEqual(['asha@example.com | 98765 43210', 'github.com/asha', 'Pune']);

  // Blank again, or only spaces: the line goes away entirely.
  for (const label of ['Email', 'Phone', 'GitHub', 'Location']) await user.clear(screen.getByLabelText(label));
  await fill({ Email: '   ' });
  expect(lines()).toEqual([]);
  expect(preview).not.toHaveTextContent('|');
});

test('links are normalised: mailto:, tel: without spaces, https:// for bare websites, in a new tab', async () => {
  const { preview } = renderBuilder();
  await fill({
    Email: 'asha@example.com',
    Phone: '+91 98765-43210',
    LinkedIn: 'linkedin.com/in/x',
    GitHub: 'http://github.com/asha',
  });
  const link = (name: string) => within(preview).getByRole('link', { name });
  expect(link('asha@example.com')).toHaveAttribute('href', 'mailto:asha@example.com');
  expect(link('+91 98765-43210')).toHaveAttribute('href', 'tel:+919876543210');
  expect(link('linkedin.com/in/x')).toHaveAttribute('href', 'https://linkedin.com/in/x');
  expect(link('http://github.com/asha')).toHaveAttribute('href', 'http://github.com/asha');
  expect(link('linkedin.com/in/x')).toHaveAttribute('target', '_blank');
  expect(link('linkedin.com/in/x')).toHaveAttribute('rel', 'noopener noreferrer');
  expect(link('asha@example.com')).not.toHaveAttribute('target');
});

test('a javascript: website, a non-email and a non-phone are plain text, never links', async () => {
  const { preview, lines } = renderBuilder();
  await fill({
    Email: 'asha at example',
    Phone: 'ask me',
    LinkedIn: 'javascript:alert(1)',
    GitHub: 'data:text/html,hi',
  });
  expect(within(preview).queryByRole('link')).not.toBeInTheDocument();
  expect(preview.querySelector('a')).toBeNull();
  expect(lines()).toEqual(['asha at example | ask me', 'javascript:alert(1) | data:text/html,hi']);
});

test('typed markup shows as text and creates no element', async () => {
  const { preview } = renderBuilder();
  await fill({ Name: '<img src=x onerror=alert(1)>', Summary: '<b>bold</b>', Location: '<script>alert(1)</script>' });
  expect(within(preview).getByRole('heading', { level: 3 })).toHaveTextContent('<img src=x onerror=alert(1)>');
  expect(within(preview).getByText('<b>bold</b>')).toBeInTheDocument();
  expect(within(preview).getByText('<script>alert(1)</script>')).toBeInTheDocument();
  expect(document.querySelector('img')).toBeNull();
  expect(preview.querySelector('b, script')).toBeNull();
});

test('"Print / Save as PDF" prints, and only while the builder is on the page is printing limited to the preview', async () => {
  const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
  const { unmount } = render(<ResumeBuilderScreen />);
  expect(document.documentElement).toHaveAttribute('data-print-only', 'resume');
  await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Print / Save as PDF' }));
  expect(print).toHaveBeenCalledTimes(1);
  unmount();
  expect(document.documentElement).not.toHaveAttribute('data-print-only');
  print.mockRestore();
});

test('the builder starts from a blank resume; a personal detail changes only itself', () => {
  const { result } = renderHook(() => useResumeBuilder());
  expect(result.current.resume).toEqual(createEmptyResume());
  act(() => result.current.setPersonalDetail('website1', 'linkedin.com/in/x'));
  expect(result.current.resume.personalDetails.website1).toBe('linkedin.com/in/x');
  expect(result.current.resume.workExperience).toEqual([]);
  expect(result.current.preview.websiteLine).toEqual([
    { key: 'website1', text: 'linkedin.com/in/x', href: 'https://linkedin.com/in/x' },
  ]);
});

test('in Hindi: headings, labels, hints, buttons, entries, the preview and the question of Start over', async () => {
  render(
    <InLanguage areaDir={AREA_DIR} language="hi">
      <ResumeBuilderScreen />
    </InLanguage>,
  );
  const user = userEvent.setup({ delay: null });
  expect(screen.getByRole('heading', { level: 1, name: 'रिज़्यूमे बिल्डर' })).toBeInTheDocument();
  const form = screen.getByRole('form', { name: 'अपना रिज़्यूमे बनाएँ' });
  const details = within(form).getByRole('group', { name: 'व्यक्तिगत विवरण' });
  expect(within(details).getByLabelText('नाम')).toHaveAttribute('placeholder', 'पूरा नाम');
  expect(within(details).getByLabelText('स्थान')).toHaveAttribute('placeholder', 'बेंगलुरु, भारत');
  // Brand names stay as they are.
  expect(within(details).getByLabelText('LinkedIn')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: 'लाइव प्रीव्यू' })).toBeInTheDocument();
  const preview = screen.getByRole('article', { name: 'रिज़्यूमे का प्रीव्यू' });
  expect(preview).toHaveTextContent('जैसे-जैसे आप फ़ॉर्म भरेंगे, आपका रिज़्यूमे यहाँ बनता जाएगा।');

  await user.click(screen.getByRole('button', { name: 'PDF डाउनलोड करें' }));
  expect(screen.getByText('पहले फ़ॉर्म भरें: PDF में वही आता है जो प्रीव्यू में दिखता है।')).toBeInTheDocument();

  const work = within(form).getByRole('group', { name: 'कार्य अनुभव' });
  await user.click(within(work).getByRole('button', { name: 'कार्य अनुभव जोड़ें' }));
  const job = within(work).getByRole('group', { name: 'कार्य अनुभव 1' });
  expect(within(job).getByLabelText('समाप्ति')).toHaveAttribute('placeholder', 'वर्तमान');
  expect(within(job).getByText('बुलेट बनाने के लिए पंक्ति "- " से शुरू करें।')).toBeInTheDocument();
  expect(within(form).getByRole('status')).toHaveTextContent('कार्य अनुभव 1 को जोड़ दिया गया।');
  await user.type(within(job).getByLabelText('पद'), 'लेखा प्रबंधक');
  expect(within(job).getByRole('button', { name: 'हटाएँ लेखा प्रबंधक' })).toBeInTheDocument();
  expect(within(preview).getByRole('heading', { level: 4, name: 'अनुभव' })).toBeInTheDocument();
  expect(preview).toHaveTextContent('लेखा प्रबंधक');

  await user.click(within(form).getByRole('button', { name: 'फिर से शुरू करें' }));
  expect(
    within(form).getByRole('group', { name: 'आपने जो कुछ लिखा है, सब मिटा दें? यह वापस नहीं होगा।' }),
  ).toBeInTheDocument();
  await user.click(within(form).getByRole('button', { name: 'सब मिटाएँ' }));
  expect(within(form).getByRole('status')).toHaveTextContent('सब कुछ मिटा दिया गया।');
  expect(within(form).queryByRole('group', { name: 'कार्य अनुभव 1' })).not.toBeInTheDocument();
});

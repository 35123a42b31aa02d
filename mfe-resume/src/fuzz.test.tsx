import { within } from '@testing-library/react';
import { XSS, dangerousLinks, expectSane, fastUser, renderInMain } from '../../shared/test/hostile-input';
import ResumeBuilderScreen from './resume-builder/resume-builder-screen';

// Typed markup shows as text and no website becomes a script or data link (shared/test/hostile-input.tsx).

// The builder keeps its draft in localStorage: start from a blank one.
beforeEach(() => localStorage.clear());

const LABELS = ['Name', 'Summary', 'Email', 'Phone', 'LinkedIn', 'GitHub', 'Location'];
const WEBSITES = [
  'javascript:alert(1)',
  ' JaVaScRiPt:alert(1)',
  'data:text/html,x',
  '\tjavascript:alert(1)',
  'java\nscript:alert(1)',
];

test('/resume-builder: typed markup shows as text and no website becomes a script or data link', async () => {
  const user = fastUser();
  const main = renderInMain(<ResumeBuilderScreen />);
  const form = within(main).getByRole('form', { name: 'Build Your Resume' });
  const preview = within(main).getByRole('article', { name: 'Resume preview' });
  const field = (label: string) => within(form).getByLabelText(label, { selector: 'input, textarea' });

  for (const label of LABELS) {
    await user.clear(field(label));
    await user.click(field(label));
    await user.paste(XSS);
  }
  expect(preview).toHaveTextContent(XSS);
  await expectSane(main, 'Resume Builder', 'markup in every field');

  for (const website of WEBSITES) {
    for (const label of ['LinkedIn', 'GitHub']) {
      await user.clear(field(label));
      await user.click(field(label));
      await user.paste(website);
      expect({ pasted: website, label, links: dangerousLinks() }).toEqual({ pasted: website, label, links: [] });
      // Key by key, each prefix on its way ("j", "ja", … "javascript:") is a website of its own.
      await user.clear(field(label));
      await user.type(field(label), website.trim());
      expect({ typed: website, label, links: dangerousLinks() }).toEqual({ typed: website, label, links: [] });
    }
  }
  await expectSane(main, 'Resume Builder', 'websites');
});

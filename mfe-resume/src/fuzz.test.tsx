import { act, fireEvent, within } from '@testing-library/react';
import { XSS, dangerousLinks, expectSane, fastUser, pressActions, renderInMain } from '../../shared/test/hostile-input';
import { expectAskedWordsTranslated } from '../../shared/test/words';
import { AREA_DIR } from '../test/render-builder';
import ResumeBuilderScreen from './resume-builder/resume-builder-screen';

// Typed markup shows as text and no website becomes a script or data link (shared/test/hostile-input.tsx).
// Every word the screen asked for on the way, its buttons' announcements and questions too, has its Hindi.
afterAll(() => expectAskedWordsTranslated(AREA_DIR));

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

test('/resume-builder: every button pressed, over and over, on empty and hostile entries', async () => {
  const main = renderInMain(<ResumeBuilderScreen />);
  // "Download PDF" of a blank resume answers in the page; nothing is downloaded.
  fireEvent.click(within(main).getByRole('button', { name: 'Download PDF' }));
  await act(async () => undefined);
  // Each round adds an entry to every section, moves and removes some, and asks or answers "Start over".
  for (let round = 0; round < 4; round += 1) {
    for (const field of main.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea'))
      fireEvent.change(field, { target: { value: round % 2 === 0 ? XSS : '' } });
    await pressActions(main);
    await expectSane(main, 'Resume Builder', `round ${round}`);
  }
});

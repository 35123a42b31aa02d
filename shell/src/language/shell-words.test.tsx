import path from 'node:path';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { expectAskedWordsTranslated, RecordingWords } from '../../../shared/test/words';
import { catalogueOf } from '../../test/catalogue';
import { App } from '../app';

/*
 * The shell's own words in every language (docs/languages.md): each page of the shell is rendered noting every
 * message it asks for, the drawer and the groups opened, and each must have its translation in shell/src or the
 * common package. A tool's words are its area's (its tools.json entry and its screen's catalogues).
 */

async function visit(pathname: string) {
  await act(async () => {
    render(
      <RecordingWords>
        <MemoryRouter initialEntries={[pathname]}>
          <App tools={catalogueOf()} />
        </MemoryRouter>
      </RecordingWords>,
    );
  });
}

beforeEach(() => {
  window.innerWidth = 1280;
  localStorage.clear();
});

test.each(['/', '/settings', '/help', '/no-such-page', '/emi-calculator'])('%s asks for words', async (pathname) => {
  await visit(pathname);
  expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
  for (const group of within(screen.getByRole('navigation', { name: 'Main' })).queryAllByRole('button', {
    expanded: false,
  }))
    await act(async () => userEvent.click(group));
});

test('the phone layout asks for the drawer’s words', async () => {
  window.innerWidth = 375;
  await visit('/');
  const menu = screen.queryByRole('button', { name: /menu/i });
  if (menu) await act(async () => userEvent.click(menu));
});

afterAll(() => expectAskedWordsTranslated(path.join(__dirname, '../..')));

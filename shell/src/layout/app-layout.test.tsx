import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { AppLayout } from './app-layout';

function Where() {
  const { pathname, search, hash } = useLocation();
  return <output aria-label="Where">{`${pathname}${search}${hash}`}</output>;
}

/** A page with a plain anchor, as a remote's screen has: remotes import no router. */
function renderLayout(anchor: React.ReactNode) {
  render(
    <MemoryRouter initialEntries={['/emi-calculator']}>
      <AppLayout>
        {anchor}
        <Where />
      </AppLayout>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  window.innerWidth = 1280;
});

test('a plain anchor between tools becomes a navigation in the page, query and hash kept', async () => {
  renderLayout(<a href="/loan-calculator?amount=500000#schedule">Open the loan calculator</a>);
  await act(async () => userEvent.click(screen.getByRole('link', { name: 'Open the loan calculator' })));
  expect(screen.getByRole('status', { name: 'Where' })).toHaveTextContent('/loan-calculator?amount=500000#schedule');
});

test.each([
  ['Ctrl', { ctrlKey: true }],
  ['Meta', { metaKey: true }],
  ['Shift', { shiftKey: true }],
  ['middle button', { button: 1 }],
])('a %s click is left to the browser (new tab or window)', (_name, init) => {
  renderLayout(<a href="/help">Help page</a>);
  const notPrevented = fireEvent.click(screen.getByRole('link', { name: 'Help page' }), init);
  expect(notPrevented).toBe(true);
  expect(screen.getByRole('status', { name: 'Where' })).toHaveTextContent(/^\/emi-calculator$/);
});

test.each([
  ['another origin', <a href="https://example.com/help">Away</a>],
  [
    'a target',
    <a href="/help" target="_blank">
      Away
    </a>,
  ],
  [
    'a download',
    <a href="/help" download>
      Away
    </a>,
  ],
])('an anchor to %s is left to the browser', (_case, anchor) => {
  renderLayout(anchor);
  const link = screen.getByRole('link', { name: 'Away' });
  // jsdom does not navigate; what matters is that the shell did not take the click.
  link.addEventListener('click', (event) => event.preventDefault());
  fireEvent.click(link);
  expect(screen.getByRole('status', { name: 'Where' })).toHaveTextContent(/^\/emi-calculator$/);
});

import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BrowserRouter, Link, MemoryRouter, NavLink, normalizePath, useLocation } from './router';

function Where() {
  const { pathname, search } = useLocation();
  return <output aria-label="Where">{`${pathname}${search}`}</output>;
}

test.each([
  ['/', '/'],
  ['/EMI-Calculator', '/emi-calculator'],
  ['/emi-calculator/', '/emi-calculator'],
  ['/emi-calculator//', '/emi-calculator'],
])('normalizePath(%s) is %s', (path, normalized) => {
  expect(normalizePath(path)).toBe(normalized);
});

test('a plain click on a Link navigates in the page; its href stays real', async () => {
  render(
    <MemoryRouter initialPath="/">
      <Link to="/help?x=1">Help</Link>
      <Where />
    </MemoryRouter>,
  );
  const link = screen.getByRole('link', { name: 'Help' });
  expect(link).toHaveAttribute('href', '/help?x=1');
  await act(async () => userEvent.click(link));
  expect(screen.getByRole('status', { name: 'Where' })).toHaveTextContent('/help?x=1');
});

test.each([
  ['Ctrl', { ctrlKey: true }],
  ['Meta', { metaKey: true }],
  ['Shift', { shiftKey: true }],
  ['middle button', { button: 1 }],
])('a %s click is left to the browser (new tab or window)', (_name, init) => {
  render(
    <MemoryRouter initialPath="/">
      <Link to="/help">Help</Link>
      <Where />
    </MemoryRouter>,
  );
  const notPrevented = fireEvent.click(screen.getByRole('link', { name: 'Help' }), init);
  expect(notPrevented).toBe(true);
  expect(screen.getByRole('status', { name: 'Where' })).toHaveTextContent(/^\/$/);
});

test('a NavLink marks the current page, whatever the case and trailing slash of the URL', () => {
  render(
    <MemoryRouter initialPath="/EMI-Calculator/">
      <NavLink to="/emi-calculator" className={({ isActive }) => (isActive ? 'on' : 'off')}>
        EMI
      </NavLink>
      <NavLink to="/fd-calculator" className={({ isActive }) => (isActive ? 'on' : 'off')}>
        FD
      </NavLink>
    </MemoryRouter>,
  );
  expect(screen.getByRole('link', { name: 'EMI' })).toHaveAttribute('aria-current', 'page');
  expect(screen.getByRole('link', { name: 'EMI' })).toHaveClass('on');
  expect(screen.getByRole('link', { name: 'FD' })).not.toHaveAttribute('aria-current');
  expect(screen.getByRole('link', { name: 'FD' })).toHaveClass('off');
});

test('BrowserRouter pushes to history, and Back comes back through popstate', async () => {
  window.history.replaceState(null, '', '/');
  render(
    <BrowserRouter>
      <Link to="/settings">Settings</Link>
      <Where />
    </BrowserRouter>,
  );
  await act(async () => userEvent.click(screen.getByRole('link', { name: 'Settings' })));
  expect(window.location.pathname).toBe('/settings');
  expect(screen.getByRole('status', { name: 'Where' })).toHaveTextContent('/settings');

  await act(async () => {
    window.history.back();
    await new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
  });
  expect(screen.getByRole('status', { name: 'Where' })).toHaveTextContent(/^\/$/);
});

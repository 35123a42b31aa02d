import { isPagePath } from '@fintools/shared/catalogue/catalogue';
import { catalogueOf } from '../../test/catalogue';
import { pageAt, shellRoutes } from './routes';

const CATALOGUE = catalogueOf();
const kindAt = (path: string) => pageAt(CATALOGUE, path).kind;

test.each([
  ['/', 'dashboard'],
  ['/Dashboard', 'dashboard'],
  ['/dashboard/', 'dashboard'],
  ['/settings', 'settings'],
  ['/HELP', 'help'],
  ['/emi-calculator', 'tool'],
  ['/EMI-Calculator', 'tool'],
  ['/emi-calculator/', 'tool'],
  ['/emi-calculator//', 'tool'],
  ['/interest-breakdown', 'tool'],
  ['/no-such-page', 'not-found'],
  ['/emi-calculator/extra', 'not-found'],
  ['/emi', 'not-found'],
])('%s shows the %s page', (path, kind) => {
  expect(kindAt(path)).toBe(kind);
});

test('each catalogue path shows its own tool', () => {
  for (const tool of CATALOGUE) {
    expect(pageAt(CATALOGUE, tool.path.toUpperCase())).toEqual({ kind: 'tool', tool });
  }
});

// The gateway answers a path with the shell's page and 200 when isPagePath says so, and the 404 page
// otherwise: the shell's routes and the gateway's must agree on every path.
test.each([
  '/',
  '/Dashboard',
  '/settings',
  '/help/',
  '/LOAN-calculator',
  '/no-such-page',
  '/emi-calculator/extra',
  '/main.0a1b2c3d.js',
])('the shell and the gateway agree on %s', (path) => {
  expect(kindAt(path) !== 'not-found').toBe(isPagePath(CATALOGUE, path));
});

test('one route per tool, the shell’s own pages and the 404 page', () => {
  const paths = shellRoutes(CATALOGUE, () => null).map((route) => route.path);
  expect(paths).toEqual(['/', '/dashboard', ...CATALOGUE.map((tool) => tool.path), '/settings', '/help', '*']);
});

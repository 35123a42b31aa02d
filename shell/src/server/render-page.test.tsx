// The shell's Jest runs in jsdom (its setup needs a window); the build runs the bundle in Node itself
// (CheckNodeExportPlugin), and the gateway's tests call dist/server/render-page.cjs.
import { areaTools, catalogueOf, toolEntry } from '../../test/catalogue';
import { renderPage } from './render-page';

const CATALOGUE = catalogueOf();

/** The text of the markup, tags dropped: what a visitor reads on the first paint. */
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

test.each([
  ['/', 'FinTools — free Indian finance calculators', 'dashboard'],
  ['/Dashboard', 'FinTools — free Indian finance calculators', 'dashboard'],
  ['/settings', 'Settings · FinTools', 'pages'],
  ['/help', 'Help · FinTools', 'pages'],
])('%s: the shell page, titled and with its chunk', (path, title, chunk) => {
  const page = renderPage(CATALOGUE, path);
  expect(page).toMatchObject({ title, chunk, status: 200 });
  expect(page.html).toContain('data-prerendered');
  expect(page.html).toContain('aria-label="Main"');
});

test.each(['/loan-calculator', '/LOAN-Calculator', '/loan-calculator/'])(
  '%s: the tool’s skeleton with its heading and summary, no chunk of the shell',
  (path) => {
    const page = renderPage(CATALOGUE, path);
    expect(page.title).toBe('Loan Calculator · FinTools');
    expect(page.status).toBe(200);
    expect(page.chunk).toBeUndefined();
    expect(page.html).toContain('aria-label="Loading tool"');
    expect(text(page.html)).toContain(
      'LOAN CALCULATOR See how each EMI splits into principal and interest, and what prepayments save.',
    );
    // The sidebar's current item and open group, as React will show them.
    expect(page.html).toMatch(/<button[^>]*aria-expanded="true"[^>]*><span>Calculators<\/span>/);
    expect(page.html).toMatch(/aria-current="page"[^>]*>Loan<\/a>/);
  },
);

test('every tool of the catalogue answers 200 with its own title', () => {
  for (const tool of CATALOGUE) {
    const page = renderPage(CATALOGUE, tool.path);
    expect(page.status).toBe(200);
    expect(page.title).toBe(`${tool.title} · FinTools`);
  }
});

test.each(['/no-such-page', '/emi-calculator/extra', '/sw.js'])('%s: the 404 page and status 404', (path) => {
  const page = renderPage(CATALOGUE, path);
  expect(page).toMatchObject({ title: 'Page not found · FinTools', chunk: 'pages', status: 404 });
  expect(text(page.html)).toContain('Page not found');
  expect(page.html).toContain('href="/"');
});

test('the dashboard’s cards and the sidebar come from the catalogue it is given', () => {
  const tools = catalogueOf({
    calculators: [
      ...areaTools('calculators'),
      toolEntry('rainy-day', { label: 'Rainy Day', group: 'Savings', dashboard: true }),
    ],
  });
  const html = renderPage(tools, '/').html;
  // A new group after the spec's groups, before Products; its card among the ones the layout does not place.
  expect(text(html)).toMatch(/Capital Gains Savings Rainy Day Products ParkingMate/);
  expect(text(html)).toMatch(/GST Rainy Day HRA/);
  expect(renderPage(tools, '/rainy-day-calculator')).toMatchObject({
    title: 'Title of rainy-day · FinTools',
    status: 200,
  });
});

test('a tool gone from the catalogue is a 404; an empty catalogue still renders the shell’s pages', () => {
  expect(
    renderPage(
      CATALOGUE.filter((tool) => tool.id !== 'fd'),
      '/fd-calculator',
    ).status,
  ).toBe(404);
  expect(renderPage([], '/').status).toBe(200);
  expect(renderPage([], '/emi-calculator').status).toBe(404);
});

test('pure: the same catalogue and path give the same page', () => {
  expect(renderPage(CATALOGUE, '/help')).toEqual(renderPage(CATALOGUE, '/help'));
});

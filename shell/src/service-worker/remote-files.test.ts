import manifest from '../../test/mf-manifest.calculators.json';
import type { ToolEntry } from '@fintools/shared/catalogue/tool-entry';
import { areaTools, catalogueOf, toolEntry } from '../../test/catalogue';
import { filesOfModules, offlineAreas, offlineModules, offlineWordFiles } from './remote-files';

// A slice of a real mf-manifest.json of the calculators remote, as @module-federation/enhanced writes it.
const AT = 'https://fintools.example/mfe/calculators/mf-manifest.json';
const FOLDER = 'https://fintools.example/mfe/calculators/';
const loan = manifest.exposes.find((expose) => expose.name === 'LoanCalculator')!;
const fd = manifest.exposes.find((expose) => expose.name === 'FdCalculator')!;

test('every calculator and tax tool of the catalogue is kept (offline: true); media and chat need their providers anyway', () => {
  const catalogue = catalogueOf();
  expect(offlineAreas(catalogue)).toEqual(['calculators', 'tax']);
  expect(offlineModules(catalogue, 'tax')).toEqual([
    'old-regime-tax/old-regime-tax-screen',
    'new-regime-tax/new-regime-tax-screen',
    'tax-compare/tax-compare-screen',
    'hra/hra-calculator-screen',
    'salary/salary-calculator-screen',
    'gratuity/gratuity-calculator-screen',
    'capital-gains/capital-gains-calculator-screen',
    'build-info',
  ]);
  // One module per screen file, and build-info: Interest Breakdown is the loan screen.
  const screens = new Set(areaTools('calculators').map((tool) => tool.screen));
  expect(offlineModules(catalogue, 'calculators')).toHaveLength(screens.size + 1);
  expect(
    offlineModules(catalogue, 'calculators').filter((module) => module === 'loan/loan-calculator-screen'),
  ).toHaveLength(1);
  expect(offlineModules(catalogue, 'calculators')).not.toContain('mount');
});

test('a tool a remote adds is kept too, with no release of the shell', () => {
  const catalogue = catalogueOf({
    calculators: [
      ...areaTools('calculators'),
      toolEntry('rainy-day', { screen: 'src/rainy-day/rainy-day-screen.tsx', offline: true }),
    ],
  });
  expect(offlineModules(catalogue, 'calculators')).toContain('rainy-day/rainy-day-screen');
  expect(offlineModules(catalogue, 'calculators')).toHaveLength(
    offlineModules(catalogueOf(), 'calculators').length + 1,
  );
});

test('a new area whose tools.json marks a tool offline is kept, with no release of the shell; its other tools are not', () => {
  const catalogue = catalogueOf({
    insurance: [
      toolEntry('term-cover', { offline: true }),
      toolEntry('claim-status', { screen: 'src/claims/claim-status-screen.tsx' }),
    ],
  });
  expect(offlineAreas(catalogue)).toEqual(['calculators', 'tax', 'insurance']);
  expect(offlineModules(catalogue, 'insurance')).toEqual(['term-cover/term-cover-screen', 'build-info']);
});

test("a screen's chunk and the chunks it loads later (the loan chart), beside the manifest", () => {
  const files = filesOfModules(manifest, AT, ['LoanCalculator']);
  const listed = new Set([...loan.assets.js.sync, ...loan.assets.js.async]);
  expect(files).toEqual([...listed].map((file) => `${FOLDER}${file}`).sort());
  expect(files.some((file) => file.includes('loan-chart'))).toBe(true);
});

test('only the modules asked for: not mount, whose chunks list every screen', () => {
  const files = filesOfModules(manifest, AT, ['FdCalculator', 'build-info']);
  expect(files).toHaveLength(2);
  expect(files).toContain(`${FOLDER}${fd.assets.js.sync[0]}`);
});

test.each([
  ['https://cdn.example/tax/', 'https://cdn.example/tax/x.1a2b3c4d.js'],
  ['/static/', 'https://fintools.example/static/x.1a2b3c4d.js'],
  ['auto', `${FOLDER}x.1a2b3c4d.js`],
  ['', `${FOLDER}x.1a2b3c4d.js`],
])('publicPath %j puts files at %s', (publicPath, url) => {
  const one = {
    metaData: { publicPath },
    exposes: [{ name: 'A', assets: { js: { sync: ['x.1a2b3c4d.js'], async: [] }, css: { sync: [], async: [] } } }],
  };
  expect(filesOfModules(one, AT, ['A'])).toEqual([url]);
});

test.each([null, 'manifest', {}, { exposes: 'all' }, { exposes: [null, { name: 3 }, { name: 'A' }] }])(
  '%j is no manifest: nothing to keep',
  (body) => {
    expect(filesOfModules(body, AT, ['A'])).toEqual([]);
  },
);

test('an offline tool’s words in every language are kept beside its screen; a tool that needs the network’s are not', () => {
  const entry = (area: string, id: string, fields: Partial<ToolEntry>) => ({ ...toolEntry(id, fields), area });
  const tools = [
    entry('calculators', 'emi', { offline: true, messages: { hi: 'messages/hi/emi.1a2b3c4d.json' } }),
    entry('calculators', 'fd', { offline: true, messages: { hi: 'messages/hi/fd.5e6f7a8b.json' } }),
    entry('calculators', 'currency', { messages: { hi: 'messages/hi/currency.9c0d1e2f.json' } }),
    entry('tax', 'hra', { offline: true, messages: { hi: 'messages/hi/hra.3a4b5c6d.json' } }),
  ];
  expect(offlineWordFiles(tools, 'calculators', 'https://x.in/mfe/calculators/mf-manifest.json')).toEqual([
    'https://x.in/mfe/calculators/messages/hi/emi.1a2b3c4d.json',
    'https://x.in/mfe/calculators/messages/hi/fd.5e6f7a8b.json',
  ]);
});

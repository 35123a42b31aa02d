import manifest from '../../test/mf-manifest.calculators.json';
import { filesOfModules, offlineModules, OFFLINE_REMOTES } from './remote-files';

// A slice of a real mf-manifest.json of the calculators remote, as @module-federation/enhanced writes it.
const AT = 'https://fintools.example/mfe/calculators/mf-manifest.json';
const FOLDER = 'https://fintools.example/mfe/calculators/';
const loan = manifest.exposes.find((expose) => expose.name === 'LoanCalculator')!;
const fd = manifest.exposes.find((expose) => expose.name === 'FdCalculator')!;

test('every calculator and tax tool is kept; media and chat need their providers anyway', () => {
  expect(OFFLINE_REMOTES).toEqual(['calculators', 'tax']);
  expect(offlineModules('tax')).toEqual(['OldRegimeTax', 'NewRegimeTax', 'TaxCompare', 'build-info']);
  expect(offlineModules('calculators')).toHaveLength(13);
  expect(offlineModules('calculators')).toContain('LoanCalculator');
  expect(offlineModules('calculators')).not.toContain('mount');
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

import { entryCacheKey, ratesCacheKey, requestKind, type RequestFacts } from './request-kinds';

const ORIGIN = 'https://fintools.example';
const get = (url: string, mode = 'no-cors', destination = 'script'): RequestFacts => ({
  url,
  method: 'GET',
  mode,
  destination,
});

test.each([
  // Pages: every shell route, with or without a query.
  [get(`${ORIGIN}/`, 'navigate', 'document'), 'page'],
  [get(`${ORIGIN}/fd-calculator?investment=1%2C00%2C000`, 'navigate', 'document'), 'page'],
  [get(`${ORIGIN}/no-such-page`, 'navigate', 'document'), 'page'],
  // Not pages: the gateway's own answers, typed-in files, a remote's standalone page.
  [get(`${ORIGIN}/api/rates?from=USD`, 'navigate', 'document'), 'other'],
  [get(`${ORIGIN}/remotes.json`, 'navigate', 'document'), 'other'],
  [get(`${ORIGIN}/mfe/tax/index.html`, 'navigate', 'document'), 'other'],
  [get(`${ORIGIN}/mfe/tax/`, 'navigate', 'document'), 'other'],
  [get(`${ORIGIN}/healthz`, 'navigate', 'document'), 'other'],
  // Entry points, here and on a team's CDN, including a Retry's ?retry=1.
  [get(`${ORIGIN}/remotes.json`, 'cors', ''), 'entry'],
  // The live catalogue: the shell reads it when a page has none, the worker keeps it for offline use.
  [get(`${ORIGIN}/tools.json`, 'cors', ''), 'entry'],
  [get(`${ORIGIN}/tools.json`, 'navigate', 'document'), 'other'],
  [get(`${ORIGIN}/mfe/calculators/remoteEntry.js`), 'entry'],
  [get(`${ORIGIN}/mfe/calculators/remoteEntry.js?retry=1`), 'entry'],
  [get('https://cdn.tax-team.example/v7/remoteEntry.js'), 'entry'],
  [get('https://cdn.tax-team.example/v7/mf-manifest.json', 'cors', ''), 'entry'],
  // Content-hashed scripts and styles.
  [get(`${ORIGIN}/main.2eddabd0.js`), 'hashed'],
  [get(`${ORIGIN}/shared-ui-ui.cf0249fa.css`, 'no-cors', 'style'), 'hashed'],
  [get(`${ORIGIN}/mfe/tax/__federation_expose_TaxCompare.1a2b3c4d.js`), 'hashed'],
  [get('https://cdn.tax-team.example/v7/7002.45828ff3.js'), 'hashed'],
  // Rates.
  [get(`${ORIGIN}/api/rates?from=USD`, 'cors', ''), 'rates'],
  // Left to the network.
  [get(`${ORIGIN}/api/images?query=x`, 'cors', ''), 'other'],
  [get(`${ORIGIN}/sw.js`), 'other'],
  [get(`${ORIGIN}/index.html`), 'other'],
  [get('https://images.pexels.example/photo.1a2b3c4d.js', 'no-cors', 'image'), 'other'],
  [get('https://cdn.example/app.js'), 'other'],
  [{ ...get(`${ORIGIN}/api/rates?from=USD`), method: 'POST' }, 'other'],
  [{ ...get(`${ORIGIN}/api/chat`, 'cors', ''), method: 'POST' }, 'other'],
  [get('chrome-extension://abc/main.2eddabd0.js'), 'other'],
  [get('not a url'), 'other'],
] as const)('%o is %s', (request, kind) => {
  expect(requestKind(request, ORIGIN)).toBe(kind);
});

test.each([
  [`${ORIGIN}/mfe/tax/remoteEntry.js?retry=2`, `${ORIGIN}/mfe/tax/remoteEntry.js`],
  [`${ORIGIN}/mfe/tax/remoteEntry.js`, `${ORIGIN}/mfe/tax/remoteEntry.js`],
  [`${ORIGIN}/remotes.json?retry=1&v=2`, `${ORIGIN}/remotes.json?v=2`],
  [`${ORIGIN}/remotes.json?bucket=4321`, `${ORIGIN}/remotes.json`],
])('the entry %s is kept as %s', (url, key) => {
  expect(entryCacheKey(url)).toBe(key);
});

test.each([
  [`${ORIGIN}/api/rates?from=USD`, `${ORIGIN}/api/rates?from=USD`],
  [`${ORIGIN}/api/rates?from=usd&_=123`, `${ORIGIN}/api/rates?from=USD`],
  [`${ORIGIN}/api/rates?x=1&from=%20eur%20`, `${ORIGIN}/api/rates?from=EUR`],
  [`${ORIGIN}/api/rates`, `${ORIGIN}/api/rates?from=`],
])('one kept answer per base: %s → %s', (url, key) => {
  expect(ratesCacheKey(url)).toBe(key);
});

import { fileKey, forbidsKeeping, keptFileProblem, withNewestRemoteMap } from './kept-files';

/*
 * Issue 34 on the service worker: it keeps a remote's file only when it is the released JavaScript or
 * CSS under a hashed name (never a host's HTML "soft 404", never swapped bytes), and a kept page never
 * runs a build that a newer /remotes.json has withdrawn.
 */

const CHUNK = 'https://cdn.example/tax/v5/1254.d4e2b03a.js';
const HASH = `sha384-${'A'.repeat(64)}`;
const OTHER = `sha384-${'B'.repeat(64)}`;

test.each<[string, string, number, string, string | undefined, string | undefined, string | undefined]>([
  ['a released chunk', CHUNK, 200, 'text/javascript; charset=utf-8', HASH, HASH, undefined],
  [
    'a chunk no release recorded (the gateway’s own copy)',
    CHUNK,
    200,
    'application/javascript',
    undefined,
    undefined,
    undefined,
  ],
  ['a stylesheet', 'https://cdn.example/tax/v5/main.0a1b2c3d.css', 200, 'text/css', undefined, undefined, undefined],
  [
    'a soft 404: the host’s HTML page under the chunk’s name',
    CHUNK,
    200,
    'text/html; charset=utf-8',
    undefined,
    undefined,
    'not JavaScript or CSS',
  ],
  ['a swapped chunk', CHUNK, 200, 'text/javascript', HASH, OTHER, 'not the released bytes'],
  ['a 404', CHUNK, 404, 'text/javascript', undefined, undefined, 'HTTP 404'],
  ['an opaque answer', CHUNK, 0, '', undefined, undefined, 'HTTP 0'],
  [
    'a name without a content hash',
    'https://cdn.example/tax/v5/remoteEntry.js',
    200,
    'text/javascript',
    undefined,
    undefined,
    'not a content-hashed script or stylesheet',
  ],
  [
    'a hashed picture',
    'https://cdn.example/tax/v5/logo.0a1b2c3d.png',
    200,
    'image/png',
    undefined,
    undefined,
    'not a content-hashed script or stylesheet',
  ],
])('%s: %s', (_case, url, status, type, expected, actual, problem) => {
  expect(keptFileProblem(url, status, type, expected, actual)).toBe(problem);
});

test('a file is looked up without its retry query', () => {
  expect(fileKey(`${CHUNK}?retry=1`)).toBe(CHUNK);
});

const page = (map: unknown) =>
  `<!doctype html><head><script type="application/json" id="fintools-remote-map">${JSON.stringify(map)}</script></head>`;
const TEN = Date.parse('2026-11-24T10:00:00Z');
const ELEVEN = Date.parse('2026-11-24T11:00:00Z');

test('a /remotes.json fetched after the page was kept replaces its inline map (a rollback is honoured)', () => {
  const kept = page({ tax: '/v2/mf-manifest.json', canaries: { tax: { url: '/v3/mf-manifest.json', percent: 10 } } });
  expect(withNewestRemoteMap(kept, TEN, { tax: '/v1/mf-manifest.json', integrity: {} }, ELEVEN)).toBe(
    page({ tax: '/v1/mf-manifest.json', integrity: {} }),
  );
});

test('the hints for a withdrawn build’s files go with its map; the shell’s own and the kept builds’ stay', () => {
  const hints = (...hrefs: string[]) =>
    hrefs.map((href) => `<link rel="preload" as="script" href="${href}" fetchpriority="low">`).join('');
  const kept = (map: unknown, links: string) => page(map).replace('</head>', `${links}</head>`);
  const before = kept(
    { tax: 'https://cdn.example/tax/v6/mf-manifest.json', calculators: '/mfe/calculators/mf-manifest.json' },
    hints('/8919.202c2019.js', 'https://cdn.example/tax/v6/remoteEntry.js', '/mfe/calculators/remoteEntry.js') +
      '<link rel="prefetch" as="script" href="https://cdn.example/tax/v6/416.64b28439.js">',
  );
  const newest = {
    tax: 'https://cdn.example/tax/v5/mf-manifest.json',
    calculators: '/mfe/calculators/mf-manifest.json',
  };
  expect(withNewestRemoteMap(before, TEN, newest, ELEVEN)).toBe(
    kept(newest, hints('/8919.202c2019.js', '/mfe/calculators/remoteEntry.js')),
  );
});

test.each<[string, number, unknown, number]>([
  ['an older /remotes.json', ELEVEN, { tax: '/v1/' }, TEN],
  ['one of the same time', TEN, { tax: '/v1/' }, TEN],
  ['one without a date', TEN, { tax: '/v1/' }, NaN],
  ['one that is not a map', TEN, null, ELEVEN],
])('the kept page keeps its own map against %s', (_case, pageAt, map, mapAt) => {
  const kept = page({ tax: '/v2/' });
  expect(withNewestRemoteMap(kept, pageAt, map, mapAt)).toBe(kept);
});

test('the map is written script-safe, and a page without an inline map is left alone', () => {
  expect(withNewestRemoteMap(page({}), TEN, { tax: '/</script><script>alert(1)//' }, ELEVEN)).toContain(
    '"tax":"/\\u003c/script>\\u003cscript>alert(1)//"',
  );
  expect(withNewestRemoteMap('<html></html>', TEN, { tax: '/v1/' }, ELEVEN)).toBe('<html></html>');
});

test.each<[string | null, boolean]>([
  ['private, no-store', true],
  ['no-store', true],
  ['No-Store , max-age=0', true],
  ['no-cache', false],
  ['public, max-age=31536000, immutable', false],
  ['x-no-store-hint', false],
  [null, false],
])('Cache-Control %j forbids keeping: %s', (cacheControl, forbidden) => {
  expect(forbidsKeeping(cacheControl)).toBe(forbidden);
});

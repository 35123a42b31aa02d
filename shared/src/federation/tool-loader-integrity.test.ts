import type { RemoteLoadReport } from '../api/events';
import { createScriptIntegrity, createToolLoader } from './tool-loader';
import { UNRELEASED_FILE } from './remote-map';

/*
 * Only released code runs (docs/decisions/017-only-released-code-runs.md): the loader puts the hash each
 * release recorded on the remote's remoteEntry.js and on every chunk script that reaches the page's head
 * (the federation runtime's and the remote's own webpack runtime's alike), and a file the browser refused
 * for its hash is reported as `integrity`. jsdom fetches no scripts: the tests play the browser's part by
 * firing `error` on the scripts, as a browser does when the bytes do not match.
 */

const HASH = `sha384-${'A'.repeat(64)}`;
const SWAPPED = `sha384-${'B'.repeat(64)}`;
const folder = 'https://cdn.example/tax/v5/';
const reports: RemoteLoadReport[] = [];
let answer: string | undefined = SWAPPED;

const loader = createToolLoader({
  hostName: 'tool-loader-integrity-test-host',
  remotes: { tax: `${folder}mf-manifest.json?v=5` },
  shared: {},
  timeLimitMs: 8000,
  onLoad: (report) => reports.push(report),
  integrity: {
    [`${folder}remoteEntry.js`]: HASH,
    [`${folder}__federation_expose_TaxCompare.5e6f7a8b.js`]: HASH,
  },
  readSha384: async () => answer,
});

/** Plays a browser refusing every script of the folder: `error`, as for a hash that does not match. */
const refuse = new MutationObserver((records) => {
  for (const record of records) {
    for (const node of Array.from(record.addedNodes)) {
      if (node instanceof HTMLScriptElement && node.src.startsWith(folder)) {
        setTimeout(() => node.dispatchEvent(new Event('error')), 0);
      }
    }
  }
});

beforeEach(() => {
  reports.length = 0;
});

test('a chunk script the remote’s own runtime appends gets its recorded hash and crossorigin, whatever its query', () => {
  // What webpack's __webpack_require__.l does: create, set src, append to the head.
  const chunk = document.createElement('script');
  chunk.src = `${folder}__federation_expose_TaxCompare.5e6f7a8b.js?retry=1`;
  document.head.appendChild(chunk);
  expect(chunk.getAttribute('integrity')).toBe(HASH);
  expect(chunk.getAttribute('crossorigin')).toBe('anonymous');
  const other = document.createElement('script');
  other.src = 'https://elsewhere.example/analytics.js';
  document.head.appendChild(other);
  expect(other.hasAttribute('integrity')).toBe(false);
  expect(other.hasAttribute('crossorigin')).toBe(false);
  chunk.remove();
  other.remove();
});

test('remoteEntry.js loads with its hash; when the browser refuses it, the tool fails and the report says integrity', async () => {
  const entries: HTMLScriptElement[] = [];
  const watch = new MutationObserver((records) => {
    for (const record of records) {
      for (const node of Array.from(record.addedNodes)) if (node instanceof HTMLScriptElement) entries.push(node);
    }
  });
  watch.observe(document.head, { childList: true });
  refuse.observe(document.head, { childList: true });
  answer = SWAPPED;
  await expect(loader.loadExposed('tax', './TaxCompare')).rejects.toThrow();
  watch.disconnect();
  refuse.disconnect();
  const entry = entries.find((script) => script.src.startsWith(`${folder}remoteEntry.js`));
  expect(entry?.getAttribute('integrity')).toBe(HASH);
  expect(entry?.getAttribute('crossorigin')).toBe('anonymous');
  expect(reports).toEqual([
    expect.objectContaining({ remote: 'tax', entry: `${folder}remoteEntry.js?v=5`, outcome: 'integrity' }),
  ]);
}, 10_000);

test('a script under a released folder that its release did not hash never runs: it gets a hash no file has', async () => {
  // The report's attack: a manifest naming its entry entry.js had entry.js hashed, and remoteEntry.js beside it
  // loaded unchecked.
  const integrity = createScriptIntegrity({ [`${folder}entry.js`]: HASH }, async () => SWAPPED);
  expect(integrity.of(`${folder}remoteEntry.js?retry=1`)).toBe(UNRELEASED_FILE);
  expect(integrity.of(`${folder}static/late-chunk.js`)).toBe(UNRELEASED_FILE);
  expect(integrity.of(`${folder}entry.js`)).toBe(HASH);
  // Files of no released build (the shell's own, another host's) are not the release's to judge.
  expect(integrity.of('https://cdn.example/tax/v4/remoteEntry.js')).toBeUndefined();
  expect(integrity.of('https://elsewhere.example/analytics.js')).toBeUndefined();
  const script = document.createElement('script');
  script.src = `${folder}remoteEntry.js`;
  integrity.apply(script, integrity.of(script.src)!);
  script.dispatchEvent(new Event('error'));
  expect(await integrity.refusedUnder(folder)).toBe(true);
});

test('a chunk the remote’s own runtime appends without a recorded hash, under its released folder, is refused too', () => {
  const chunk = document.createElement('script');
  chunk.src = `${folder}added-after-release.0badc0de.js`;
  document.head.appendChild(chunk);
  expect(chunk.getAttribute('integrity')).toBe(UNRELEASED_FILE);
  chunk.remove();
});

test.each<[string, string | undefined, boolean]>([
  ['bytes that are not the released ones', SWAPPED, true],
  ['the released bytes (a network failure, not a swap)', HASH, false],
  ['a file that cannot be read again', undefined, false],
])('a refused script whose file now reads as %s: counted as swapped only then', async (_case, actual, swapped) => {
  const integrity = createScriptIntegrity({ [`${folder}chunk.js`]: HASH }, async () => actual);
  const script = document.createElement('script');
  script.src = `${folder}chunk.js`;
  integrity.apply(script, integrity.of(script.src)!);
  script.dispatchEvent(new Event('error'));
  expect(await integrity.refusedUnder(folder)).toBe(swapped);
  expect(await integrity.refusedUnder('https://cdn.example/media/')).toBe(false);
});

import { createToolLoader } from './tool-loader';

/*
 * embed.js reads the hashes of released builds from the gateway after its loader exists (embed-host.ts):
 * every load waits for them, so the very first remoteEntry.js already carries its hash. jsdom fetches no
 * scripts: the test plays a browser refusing each one with `error`.
 */

const HASH = `sha384-${'A'.repeat(64)}`;
const folder = 'https://cdn.example/tax/v5/';
let arrive: (hashes: Record<string, string>) => void = () => undefined;

const loader = createToolLoader({
  hostName: 'tool-loader-integrity-later-test-host',
  remotes: { tax: `${folder}mf-manifest.json` },
  shared: {},
  timeLimitMs: 8000,
  integrity: new Promise((resolve) => (arrive = resolve)),
  readSha384: async () => undefined,
});

test('no remote script is added before the hashes arrive; then remoteEntry.js carries its hash', async () => {
  const added: HTMLScriptElement[] = [];
  const watch = new MutationObserver((records) => {
    for (const record of records) {
      for (const node of Array.from(record.addedNodes)) {
        if (!(node instanceof HTMLScriptElement) || !node.src.startsWith(folder)) continue;
        added.push(node);
        setTimeout(() => node.dispatchEvent(new Event('error')), 0);
      }
    }
  });
  watch.observe(document.head, { childList: true });
  const load = loader.loadExposed('tax', './TaxCompare');
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(added).toEqual([]);
  arrive({ [`${folder}remoteEntry.js`]: HASH });
  await expect(load).rejects.toThrow();
  watch.disconnect();
  const entry = added.find((script) => script.src.startsWith(`${folder}remoteEntry.js`));
  expect(entry?.getAttribute('integrity')).toBe(HASH);
  expect(entry?.getAttribute('crossorigin')).toBe('anonymous');
}, 10_000);

/** @jest-environment node */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import type { WebpackPluginInstance } from 'webpack';

/*
 * shared/build/script-public-path.cjs: a script built with `publicPath: 'auto'` takes its chunks' folder from
 * the <script> element that runs it. Built here for real and run with a stand-in document.
 */

/* eslint-disable @typescript-eslint/no-require-imports -- webpack and the build's helpers are CommonJS */
// eslint-disable-next-line @typescript-eslint/consistent-type-imports -- the module's own type
const webpack = require('webpack') as typeof import('webpack');
const { ScriptPublicPathPlugin } = require('../build/script-public-path.cjs') as {
  ScriptPublicPathPlugin: new () => WebpackPluginInstance;
};
/* eslint-enable @typescript-eslint/no-require-imports */

let dir: string;
let built: string;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'script-public-path-'));
  // The entry reports the folder its chunks would load from.
  writeFileSync(join(dir, 'entry.js'), 'self.chunkFolder = __webpack_public_path__;\n');
  const compiler = webpack({
    mode: 'production',
    context: dir,
    entry: { main: './entry.js' },
    output: { path: join(dir, 'dist'), publicPath: 'auto', uniqueName: 'probe', environment: { globalThis: true } },
    plugins: [new ScriptPublicPathPlugin()],
  });
  await new Promise<void>((resolve, reject) =>
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error || !stats || stats.hasErrors()) reject(error ?? new Error(stats?.toString('errors-only')));
      else resolve();
    }),
  );
  built = readFileSync(join(dir, 'dist/main.js'), 'utf8');
}, 60_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Runs the built script as a page would, with `currentScript` as given; what it set as its chunks' folder. */
function runWith(currentScript: { tagName: string; src: string } | null): unknown {
  const self = {} as { chunkFolder?: unknown };
  runInNewContext(built, { self, document: { currentScript }, URL });
  return self.chunkFolder;
}

test.each([
  ['https://cdn.example/tax/2026-12-03-a1b2c3d/remoteEntry.js', 'https://cdn.example/tax/2026-12-03-a1b2c3d/'],
  ['http://127.0.0.1:18080/mfe/calculators/remoteEntry.js?retry=1#top', 'http://127.0.0.1:18080/mfe/calculators/'],
  ['https://cdn.example/embed.js', 'https://cdn.example/'],
])('run from %s, its chunks load from %s', (src, folder) => {
  expect(runWith({ tagName: 'SCRIPT', src })).toBe(folder);
});

test('run by no <script> element, or by something posing as one (<img name="currentScript">), it refuses', () => {
  expect(() => runWith(null)).toThrow('probe: run this file from a <script> element');
  expect(() => runWith({ tagName: 'IMG', src: 'https://attacker.example/' })).toThrow('<script> element');
});

test("webpack's own detection, which scans the page's scripts, is not in the build", () => {
  expect(built).not.toContain('getElementsByTagName');
});

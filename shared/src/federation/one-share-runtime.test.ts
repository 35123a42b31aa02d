/** @jest-environment node */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { WebpackPluginInstance } from 'webpack';

/*
 * shared/build/one-share-runtime.cjs: a remote's entry keeps one sharing runtime, the federation's. Built
 * here for real (a two-module remote, with the plugin and without), since what it removes is what webpack
 * and the federation plugin add between them.
 */

/* eslint-disable @typescript-eslint/no-require-imports -- webpack and the build's helpers are CommonJS */
// eslint-disable-next-line @typescript-eslint/consistent-type-imports -- the module's own type
const webpack = require('webpack') as typeof import('webpack');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack') as {
  ModuleFederationPlugin: new (options: object) => WebpackPluginInstance;
};
const { OneShareRuntimePlugin } = require('../../build/one-share-runtime.cjs') as {
  OneShareRuntimePlugin: new () => WebpackPluginInstance;
};
/* eslint-enable @typescript-eslint/no-require-imports */

interface Built {
  /** The stage of each `sharing` runtime module in the entry's chunk. */
  sharingStages: number[];
  entry: string;
}

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'one-share-runtime-'));
  writeFileSync(join(dir, 'rule.js'), 'export const twice = (x) => 2 * x;\n');
  writeFileSync(join(dir, 'screen.js'), "import { twice } from './rule.js';\nexport default () => twice(21);\n");
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function buildRemote(withPlugin: boolean): Promise<Built> {
  const outputPath = join(dir, withPlugin ? 'with' : 'without');
  const compiler = webpack({
    mode: 'production',
    context: dir,
    entry: {},
    output: { path: outputPath, publicPath: 'auto', uniqueName: 'probe' },
    plugins: [
      new ModuleFederationPlugin({
        name: 'probe',
        filename: 'remoteEntry.js',
        exposes: { './screen': './screen.js' },
        shared: { './rule.js': { shareKey: 'probe-rule', version: '1.0.0', requiredVersion: '1.0.0' } },
        dts: false,
        manifest: false,
        experiments: { externalRuntime: true, optimization: { disableSnapshot: true, target: 'web' } },
      }),
      ...(withPlugin ? [new OneShareRuntimePlugin()] : []),
    ],
  });
  return new Promise((resolve, reject) => {
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error || !stats || stats.hasErrors()) {
        reject(error ?? new Error(stats?.toString('errors-only')));
        return;
      }
      const { chunkGraph } = stats.compilation;
      const entryChunk = [...stats.compilation.chunks].find((chunk) => chunk.name === 'probe');
      if (!entryChunk) {
        reject(new Error('no entry chunk'));
        return;
      }
      const sharingStages = [...chunkGraph.getChunkRuntimeModulesIterable(entryChunk)]
        .filter((module) => module.name === 'sharing')
        .map((module) => module.stage);
      resolve({ sharingStages, entry: readFileSync(join(outputPath, 'remoteEntry.js'), 'utf8') });
    });
  });
}

test('without the plugin, webpack and the federation each add a sharing runtime (why the plugin exists)', async () => {
  const built = await buildRemote(false);
  expect(built.sharingStages.sort()).toEqual([
    webpack.RuntimeModule.STAGE_NORMAL,
    webpack.RuntimeModule.STAGE_NORMAL + 2,
  ]);
}, 60_000);

test('with it, the entry keeps only the federation’s, which still registers the shared module', async () => {
  const [without, withPlugin] = [await buildRemote(false), await buildRemote(true)];
  expect(withPlugin.sharingStages).toEqual([webpack.RuntimeModule.STAGE_NORMAL + 2]);
  expect(withPlugin.entry.length).toBeLessThan(without.entry.length);
  // The federation's sharing runtime lists the module in initOptions.shared, with its version.
  expect(withPlugin.entry).toMatch(/"probe-rule":\[\{version:"1\.0\.0"/);
}, 60_000);

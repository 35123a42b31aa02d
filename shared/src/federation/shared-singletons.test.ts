import * as React from 'react';
import { loadShare } from '@module-federation/runtime';
import * as IndianNumber from '../format/indian-number';
import * as ShareableInputs from '../ui/shareable-inputs';
import { providedSharedLibraries, SHARED_MODULES } from './provided-shared';
import { createToolLoader } from './tool-loader';

/*
 * The host (shell, embed.js, standalone page) provides React, react-dom and @fintools/shared; remotes
 * consume them with the share rules createRemoteConfigs gives the build plugin. When a remote's webpack
 * runtime needs a shared module it calls its federation instance's loadShare(name, { customShareInfo })
 * with those rules (webpack-bundler-runtime's consumes.ts); this does the same against our real host.
 */

type ShareRule = { singleton: boolean; requiredVersion: string; strictVersion: boolean };
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { sharedSingletons, sharedModulePaths, SHARED_MODULE_CHUNKS } = require('../../build/webpack.cjs') as {
  sharedSingletons: () => Record<string, ShareRule>;
  sharedModulePaths: () => string[];
  SHARED_MODULE_CHUNKS: Record<string, string[]>;
};

/** A remote's share info as its build emits it, for one package, optionally with another range. */
function remoteShareInfo(pkg: string, requiredVersion?: string) {
  const rule = sharedSingletons()[pkg];
  if (!rule) throw new Error(`createRemoteConfigs does not share ${pkg}`);
  return {
    scope: ['default'],
    from: 'legacy-remote',
    shareConfig: { ...rule, requiredVersion: requiredVersion ?? rule.requiredVersion, eager: false },
  };
}

beforeAll(() => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  createToolLoader({ hostName: 'singletons-test-host', remotes: {}, shared: providedSharedLibraries() });
});

test('remotes share react, react-dom and every module of @fintools/shared as strict singletons', () => {
  const rules = sharedSingletons();
  const sharedKeys = sharedModulePaths().map((module) => `@fintools/shared/${module}`);
  expect(sharedKeys).toEqual(expect.arrayContaining(['@fintools/shared/finance/emi', '@fintools/shared/ui/field']));
  for (const pkg of ['react', 'react/', 'react-dom', 'react-dom/', ...sharedKeys]) {
    expect(rules[pkg]).toMatchObject({ singleton: true, strictVersion: true });
  }
  // The indexes are not shared: a remote importing one would download all of shared (eslint forbids it).
  expect(rules['@fintools/shared']).toBeUndefined();
  expect(rules['@fintools/shared/ui']).toBeUndefined();
});

test('the host provides exactly the modules remotes share', () => {
  expect(Object.keys(SHARED_MODULES).sort()).toEqual(sharedModulePaths());
});

test('a remote built against the same majors gets the host’s own modules', async () => {
  // Compared by a function of each module: the test's own `import * as` makes a separate namespace object.
  const react = await loadShare<typeof React>('react', { customShareInfo: remoteShareInfo('react') });
  expect(react && react()?.useState).toBe(React.useState);
  // Shared modules download on first use (provided-shared.ts); what arrives is the host's own module.
  const format = await loadShare<typeof IndianNumber>('@fintools/shared/format/indian-number', {
    customShareInfo: remoteShareInfo('@fintools/shared/format/indian-number'),
  });
  expect(format && format()?.formatInr).toBe(IndianNumber.formatInr);
  const urlState = await loadShare<typeof ShareableInputs>('@fintools/shared/ui/shareable-inputs', {
    customShareInfo: remoteShareInfo('@fintools/shared/ui/shareable-inputs'),
  });
  expect(urlState && urlState()?.UrlStateProvider).toBe(ShareableInputs.UrlStateProvider);
});

test('a remote that requires React 18 fails loudly against a host that provides 19', async () => {
  expect(React.version).toMatch(/^19\./);
  await expect(loadShare('react', { customShareInfo: remoteShareInfo('react', '^18.3.1') })).rejects.toThrow(
    /Version 19\.\d+\.\d+ .*shared singleton module react does not satisfy the requirement of legacy-remote which needs \^18\.3\.1/,
  );
  await expect(loadShare('react-dom', { customShareInfo: remoteShareInfo('react-dom', '^18.3.1') })).rejects.toThrow(
    /shared singleton module react-dom does not satisfy/,
  );
});

test('a remote that needs a newer @fintools/shared than the host provides fails loudly too', async () => {
  // 0.x: a caret range pins the minor, so a remote built against 0.2 (new exports) refuses the host's 0.1.
  await expect(
    loadShare('@fintools/shared/finance/emi', {
      customShareInfo: remoteShareInfo('@fintools/shared/finance/emi', '^0.2.0'),
    }),
  ).rejects.toThrow(
    /shared singleton module @fintools\/shared\/finance\/emi does not satisfy the requirement of legacy-remote which needs \^0\.2\.0/,
  );
});

test('without strictVersion the same mismatch would only warn and hand the remote React 19', async () => {
  const lenient = remoteShareInfo('react', '^18.3.1');
  lenient.shareConfig.strictVersion = false;
  const react = await loadShare<typeof React>('react', { customShareInfo: lenient });
  expect(react && react()?.useState).toBe(React.useState);
});

test('every module grouped into a chunk of several exists, in one group only (a rename would drop it out)', () => {
  // ui/ui is the stylesheet of the ui primitives (ui.module.css): not a share key, but it travels with them.
  const known = new Set([...sharedModulePaths(), 'ui/ui']);
  const grouped = Object.values(SHARED_MODULE_CHUNKS).flat();
  expect(grouped.filter((module) => !known.has(module))).toEqual([]);
  expect(new Set(grouped).size).toBe(grouped.length);
});

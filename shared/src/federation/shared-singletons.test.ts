import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as React from 'react';
import { loadShare, satisfy } from '@module-federation/runtime';
import * as IndianNumber from '../format/indian-number';
import * as ShareableInputs from '../ui/shareable-inputs';
import { SHARED_PACKAGE_VERSION } from './package-version';
import { providedSharedLibraries } from './provided-shared';
import { createToolLoader } from './tool-loader';

/*
 * The host (shell, embed.js, standalone page) provides React, react-dom and @fintools/shared; remotes
 * consume them with the share rules createRemoteConfigs gives the build plugin. When a remote's webpack
 * runtime needs a shared module it calls its federation instance's loadShare(name, { customShareInfo })
 * with those rules (webpack-bundler-runtime's consumes.ts); this does the same against our real host.
 */

type ShareRule = {
  singleton: boolean;
  requiredVersion: string;
  strictVersion: boolean;
  version?: string;
  import?: false | string;
  shareKey?: string;
};
/* eslint-disable @typescript-eslint/no-require-imports */
const build = require('../../build/webpack.cjs') as {
  sharedSingletons: () => Record<string, ShareRule>;
  sharedModulePaths: () => string[];
  sharedModuleFiles: (module: string) => string[];
  sharedModuleVersions: () => Record<string, string>;
  isSingletonModule: (module: string) => boolean;
  SHARED_MODULE_CHUNKS: Record<string, string[]>;
  SHARE_GROUPS: Record<string, string[]>;
  checkShareGroups: (modules?: string[]) => void;
  SHARED_MODULE_FILE_PATTERN: RegExp;
};
/* eslint-enable @typescript-eslint/no-require-imports */
const { sharedSingletons, sharedModulePaths, SHARED_MODULE_CHUNKS, SHARE_GROUPS } = build;
const sharedKey = (module: string) => `@fintools/shared/${module}`;
/** "ui/field" → "ui/base", the module whose share key a remote consumes it by; itself when in no group. */
const groupOf = (module: string) =>
  Object.entries(SHARE_GROUPS).find(([, members]) => members.includes(module))?.[0] ?? module;
const pureModules = sharedModulePaths().filter((module) => !build.isSingletonModule(module));

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

test('React, react-dom, ui/ and platform/ are strict singletons with no copy in the remote', () => {
  const rules = sharedSingletons();
  for (const pkg of ['react', 'react/', 'react-dom', 'react-dom/']) {
    expect(rules[pkg]).toEqual({
      singleton: true,
      strictVersion: true,
      requiredVersion: `^${React.version}`,
      import: false,
    });
  }
  const singletons = sharedModulePaths().filter(build.isSingletonModule);
  expect(singletons).toEqual(expect.arrayContaining(['ui/field', 'ui/shareable-inputs', 'platform/gateway-url']));
  expect(singletons.every((module) => /^(ui|platform)\//.test(module))).toBe(true);
  for (const module of singletons) {
    // ^<major>.<minor>.0: a remote built after a patch release of shared runs on a shell of the same minor.
    const group = groupOf(module);
    expect(rules[sharedKey(module)]).toEqual({
      singleton: true,
      strictVersion: true,
      requiredVersion: `^${SHARED_PACKAGE_VERSION.replace(/\.\d+$/, '.0')}`,
      import: false,
      ...(group === module ? {} : { shareKey: sharedKey(group) }),
    });
  }
  // The indexes are not shared: a remote importing one would download all of shared (eslint forbids it).
  expect(rules['@fintools/shared']).toBeUndefined();
  expect(rules['@fintools/shared/ui']).toBeUndefined();
});

test('each pure module is shared at its content version, required exactly, with the remote’s copy to fall back on but not provided', () => {
  const rules = sharedSingletons();
  expect(pureModules).toEqual(
    expect.arrayContaining(['finance/rounding', 'format/indian-number', 'validation/result', 'api/rates']),
  );
  for (const module of pureModules) {
    const rule = rules[sharedKey(module)]!;
    const group = groupOf(module);
    expect(rule.version).toMatch(/^0\.0\.0-h[0-9a-f]{10}$/);
    // A member of a group is consumed at the group's version, with the group's module as its copy.
    expect(rule.version).toBe(rules[sharedKey(group)]!.version);
    expect(rule).toEqual({
      singleton: false,
      strictVersion: true,
      version: rule.version,
      requiredVersion: rule.version,
      // Consumed with the remote's copy to fall back on, never provided by the remote: its own version is
      // excluded from what it provides (the consume compares the package's 0.x version, so it stays).
      exclude: { version: rule.version },
      ...(group === module ? {} : { shareKey: sharedKey(group), import: sharedKey(group) }),
    });
  }
  // The runtime's semver takes the content version as an exact version.
  const rounding = rules[sharedKey('finance/emi')]!.version!;
  expect(satisfy(rounding, rounding)).toBe(true);
  expect(satisfy('0.0.0-h0000000000', rounding)).toBe(false);
});

test('a pure module’s version covers the files it imports, and none of them is a singleton', () => {
  const fromSource = (file: string) => file.split(/[\\/]src[\\/]/).pop();
  // A fix to indian-number.ts changes the version of rounding.ts, which runs it.
  expect(build.sharedModuleFiles('finance/rounding').map(fromSource)).toEqual(
    expect.arrayContaining(['finance/rounding.ts', 'format/indian-number.ts', 'finance/rule-input-error.ts']),
  );
  // A remote's fallback copy bundles these files: a ui/ or platform/ module among them would be a second
  // copy of state (the gateway URL) or of React context.
  const carried = pureModules.flatMap((module) => build.sharedModuleFiles(module).map(fromSource));
  expect(carried.filter((file) => /^(ui|platform)\//.test(file ?? ''))).toEqual([]);
});

test('the host finds its shared modules with the expression the remotes’ builds use', () => {
  const source = readFileSync(join(__dirname, 'shared-module-files.ts'), 'utf8');
  const literal = /regExp:\s*(\/.+\/),\n/.exec(source)?.[1];
  expect(literal).toBe(String(build.SHARED_MODULE_FILE_PATTERN));
  const paths = sharedModulePaths();
  expect(paths).toEqual(
    expect.arrayContaining(['finance/rounding', 'ui/field', 'ui/use-calculator-form', 'catalogue/catalogue']),
  );
  // Tests, declarations and index files are not modules to share.
  expect(paths.filter((module) => /(^|\/)index$|\.test$|\.d$/.test(module))).toEqual([]);
  for (const file of ['./finance/rounding.ts', './ui/field.tsx'])
    expect(build.SHARED_MODULE_FILE_PATTERN.test(file)).toBe(true);
  for (const file of [
    './finance/rounding.test.ts',
    './ui/css-modules.d.ts',
    './ui/index.ts',
    './federation/tool-loader.ts',
  ]) {
    expect(build.SHARED_MODULE_FILE_PATTERN.test(file)).toBe(false);
  }
});

test('the host provides every key remotes share, at the version they share it, and each module under its own', () => {
  const provided = providedSharedLibraries();
  const rules = sharedSingletons();
  for (const module of sharedModulePaths()) {
    const rule = rules[sharedKey(module)]!;
    expect(provided[rule.shareKey ?? sharedKey(module)]?.version).toBe(rule.version ?? SHARED_PACKAGE_VERSION);
    // A remote built before its module joined a group still finds it by its own key.
    expect(provided[sharedKey(module)]?.version).toBe(build.sharedModuleVersions()[module]);
  }
});

test('a share group’s members download together, are of its kind and in no other group', () => {
  const members = Object.values(SHARE_GROUPS).flat();
  expect(new Set(members).size).toBe(members.length);
  expect(members.filter((member) => member in SHARE_GROUPS)).toEqual([]);
  expect(() => build.checkShareGroups()).not.toThrow();
  expect(() => build.checkShareGroups(sharedModulePaths().filter((module) => module !== 'ui/field'))).toThrow(
    /ui\/field is not a shared module/,
  );
  // A singleton group names no file (a remote has no copy of it); a pure group is its members' fallback copy.
  expect(() => build.checkShareGroups([...sharedModulePaths(), 'ui/base'])).toThrow(/ui\/base must not be a module/);
  const chunkOf = (module: string) =>
    Object.entries(SHARED_MODULE_CHUNKS).find(([, modules]) => modules.includes(module))?.[0];
  // The members in a download set are all in one: the group's one key costs no byte of download more.
  for (const group of Object.values(SHARE_GROUPS)) expect(new Set(group.map(chunkOf).filter(Boolean)).size).toBe(1);
});

test('a group is every member’s own exports, the host’s very functions, at the version remotes require', async () => {
  const rules = sharedSingletons();
  const provided = providedSharedLibraries();
  for (const [group, members] of Object.entries(SHARE_GROUPS)) {
    const rule = rules[sharedKey(members[0]!)]!;
    expect(provided[sharedKey(group)]?.version).toBe(rule.version ?? SHARED_PACKAGE_VERSION);
    const factory = await loadShare<Record<string, unknown>>(sharedKey(group), {
      customShareInfo: remoteShareInfo(sharedKey(members[0]!)),
    });
    const grouped = factory && factory();
    if (!grouped) throw new Error(`${group} is not provided`);
    for (const member of members) {
      const own = (await import(`../${member}`)) as Record<string, unknown>;
      const exports = Object.keys(own).filter((name) => name !== 'default');
      expect(exports.length).toBeGreaterThan(0);
      // A member's export missing from the group would be undefined in a remote that imports the member.
      for (const name of exports) expect([member, name, grouped[name]]).toEqual([member, name, own[name]]);
    }
  }
});

test('a pure group’s module, a remote’s fallback copy, is its members’ exports', async () => {
  const pure = Object.entries(SHARE_GROUPS).filter(([group]) => !build.isSingletonModule(group));
  expect(pure.length).toBeGreaterThan(0);
  for (const [group, members] of pure) {
    const copy = (await import(`../${group}`)) as Record<string, unknown>;
    const own = await Promise.all(members.map((member) => import(`../${member}`) as Promise<object>));
    expect(Object.keys(copy).sort()).toEqual(own.flatMap((module) => Object.keys(module)).sort());
  }
});

test('a remote built against the same shared gets the host’s own modules', async () => {
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

test('a remote built after a patch release of shared still gets the host’s singletons', async () => {
  // Built against 0.1.2 it requires ^0.1.0, which the host's 0.1.x satisfies.
  const field = await loadShare('@fintools/shared/ui/field', {
    customShareInfo: remoteShareInfo('@fintools/shared/ui/field', '^0.1.0'),
  });
  expect(field).not.toBe(false);
});

test('a remote built against other code of a pure module runs its own copy', async () => {
  // The runtime finds no registered copy at that version and answers false: the remote's webpack runtime
  // then runs its own (webpack-bundler-runtime consumes.ts). Once the remote has registered its copy, the
  // runtime hands that one (exact-version-share.test.ts).
  const rounding = await loadShare('@fintools/shared/finance/rounding', {
    customShareInfo: remoteShareInfo('@fintools/shared/finance/rounding', '0.0.0-hffffffffff'),
  });
  expect(rounding).toBe(false);
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

test('a remote that needs a newer minor of a singleton module fails loudly', async () => {
  // 0.x: a caret range pins the minor, so a remote built against 0.2 (new ui exports) refuses the host's 0.1.
  await expect(
    loadShare('@fintools/shared/ui/field', {
      customShareInfo: remoteShareInfo('@fintools/shared/ui/field', '^0.2.0'),
    }),
  ).rejects.toThrow(
    /shared singleton module @fintools\/shared\/ui\/field does not satisfy the requirement of legacy-remote which needs \^0\.2\.0/,
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

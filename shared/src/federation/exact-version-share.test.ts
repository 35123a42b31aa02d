import fc from 'fast-check';
import { satisfy } from '@module-federation/runtime';
import { exactVersionShare, inCaretRange } from './exact-version-share';

/*
 * The runtime asks the resolveShare hook which registered module to hand a remote; `resolver` is the
 * runtime's own choice (with its semver check). exactVersionShare replaces it only where the answer can be
 * read off the versions: a singleton whose caret range holds the chosen version, and a pure module required
 * at exactly one version the scope holds. The runtime's own path is covered with the real runtime in
 * shared-singletons.test.ts (same versions load; other majors are refused; a newer pure module falls back).
 */
type Args = Parameters<typeof exactVersionShare>[0];

const hostField = { version: '0.1.1', from: 'shell', lib: () => ({}) };
const hostEmi = { version: '0.0.0-h1111111111', from: 'shell', lib: () => ({}) };
const remoteEmi = { version: '0.0.0-h2222222222', from: 'calculators', get: () => Promise.resolve(() => ({})) };
const runtimeResolver = () => undefined;

/** A remote asking for ui/field, a singleton; the runtime has chosen the host's 0.1.1. */
function singletonArgs(requiredVersion: string | false, extra: Partial<Args['shareInfo']> = {}): Args {
  return {
    shareScopeMap: { default: { '@fintools/shared/ui/field': { '0.1.1': hostField } } },
    scope: 'default',
    pkgName: '@fintools/shared/ui/field',
    version: '0.1.1',
    shareInfo: { shareConfig: { requiredVersion, singleton: true, strictVersion: true }, ...extra },
    resolver: runtimeResolver,
  } as unknown as Args;
}

/** A remote asking for finance/emi, a pure module; the scope holds the host's and the calculators' copies. */
function pureArgs(requiredVersion: string | false, chosen = '0.0.0-h1111111111'): Args {
  return {
    shareScopeMap: {
      default: {
        '@fintools/shared/finance/rounding': { '0.0.0-h1111111111': hostEmi, '0.0.0-h2222222222': remoteEmi },
      },
    },
    scope: 'default',
    pkgName: '@fintools/shared/finance/rounding',
    version: chosen,
    shareInfo: { shareConfig: { requiredVersion, singleton: false, strictVersion: true } },
    resolver: runtimeResolver,
  } as unknown as Args;
}

test.each(['^0.1.1', '^0.1.0'])('a singleton in its caret range (%s): the chosen module, no semver check', (range) => {
  const resolved = exactVersionShare(singletonArgs(range));
  expect(resolved.resolver).not.toBe(runtimeResolver);
  expect(resolved.resolver()).toEqual({ shared: hostField, useTreesShaking: false });
});

test.each<[string, string | false, Partial<Args['shareInfo']>]>([
  ['a newer patch', '^0.1.2', {}],
  ['the next minor', '^0.2.0', {}],
  ['a range the version satisfies but does not spell', '^0.0.9 || ^0.1.0', {}],
  ['a tilde range', '~0.1.0', {}],
  ['the bare version', '0.1.1', {}],
  ['no required version', false, {}],
  ['tree shaking', '^0.1.0', { treeShaking: { mode: 'runtime-infer' } } as Partial<Args['shareInfo']>],
])('a singleton with %s (%s): left to the runtime', (_case, requiredVersion, extra) => {
  expect(exactVersionShare(singletonArgs(requiredVersion, extra)).resolver).toBe(runtimeResolver);
});

test('a pure module at the host’s version: the host’s copy, even when the runtime chose another', () => {
  expect(exactVersionShare(pureArgs('0.0.0-h1111111111', '0.0.0-h2222222222')).resolver()).toEqual({
    shared: hostEmi,
    useTreesShaking: false,
  });
});

test('a pure module at a newer version: the remote’s own copy', () => {
  expect(exactVersionShare(pureArgs('0.0.0-h2222222222')).resolver()).toEqual({
    shared: remoteEmi,
    useTreesShaking: false,
  });
});

test.each<[string, string | false]>([
  ['a version the scope does not hold', '0.0.0-h3333333333'],
  ['a range', '^0.0.0-h1111111111'],
  ['no required version', false],
])('a pure module with %s: left to the runtime', (_case, requiredVersion) => {
  expect(exactVersionShare(pureArgs(requiredVersion)).resolver).toBe(runtimeResolver);
});

test('a singleton version the scope does not hold: left to the runtime', () => {
  const noModule = { ...singletonArgs('^0.1.0'), shareScopeMap: { default: {} } } as unknown as Args;
  expect(exactVersionShare(noModule).resolver).toBe(runtimeResolver);
});

test.each<[string, string, boolean]>([
  ['0.1.1', '^0.1.0', true],
  ['0.1.0', '^0.1.0', true],
  ['0.1.0', '^0.1.1', false],
  ['0.2.0', '^0.1.0', false],
  ['0.0.3', '^0.0.3', true],
  ['0.0.4', '^0.0.3', false],
  ['19.3.1', '^19.3.1', true],
  ['19.4.0', '^19.3.1', true],
  ['19.3.0', '^19.3.1', false],
  ['20.0.0', '^19.3.1', false],
  ['18.3.1', '^19.3.1', false],
  ['0.1.1-beta', '^0.1.0', false],
  ['0.1.1', '0.1.1', false],
  ['0.1.1', '^0.1', false],
])('inCaretRange(%s, %s) is %s', (version, range, inside) => {
  expect(inCaretRange(version, range)).toBe(inside);
});

test('inCaretRange agrees with the runtime’s own semver on plain versions', () => {
  const part = fc.integer({ min: 0, max: 3 });
  const version = fc.tuple(part, part, part).map((parts) => parts.join('.'));
  fc.assert(
    fc.property(version, version, (have, base) => {
      expect(inCaretRange(have, `^${base}`)).toBe(satisfy(have, `^${base}`));
    }),
    { numRuns: 500 },
  );
});

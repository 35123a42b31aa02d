import { exactVersionShare } from './exact-version-share';

/*
 * The runtime asks the resolveShare hook which registered module to hand a remote; `resolver` is the
 * runtime's own choice (with its semver check). exactVersionShare replaces it only where the range is
 * `^` + the very version registered. The runtime's own path is covered with the real runtime in
 * shared-singletons.test.ts (same majors load; other majors are refused).
 */
type Args = Parameters<typeof exactVersionShare>[0];

const hostModule = { version: '0.1.0', from: 'shell', lib: () => ({}) };
const runtimeResolver = () => undefined;

function args(requiredVersion: string | false, extra: Partial<Args['shareInfo']> = {}): Args {
  return {
    shareScopeMap: { default: { '@fintools/shared/finance/emi': { '0.1.0': hostModule } } },
    scope: 'default',
    pkgName: '@fintools/shared/finance/emi',
    version: '0.1.0',
    shareInfo: { shareConfig: { requiredVersion, singleton: true, strictVersion: true }, ...extra },
    resolver: runtimeResolver,
  } as unknown as Args;
}

test('^ + the very version registered: the registered module, no semver check', () => {
  const resolved = exactVersionShare(args('^0.1.0'));
  expect(resolved.resolver).not.toBe(runtimeResolver);
  expect(resolved.resolver()).toEqual({ shared: hostModule, useTreesShaking: false });
});

test.each<[string, string | false, Partial<Args['shareInfo']>]>([
  ['another version', '^0.2.0', {}],
  ['a range the version satisfies but does not spell', '^0.0.9 || ^0.1.0', {}],
  ['a tilde range', '~0.1.0', {}],
  ['the bare version', '0.1.0', {}],
  ['no required version', false, {}],
  ['tree shaking', '^0.1.0', { treeShaking: { mode: 'runtime-infer' } } as Partial<Args['shareInfo']>],
])('%s (%s): left to the runtime', (_case, requiredVersion, extra) => {
  expect(exactVersionShare(args(requiredVersion, extra)).resolver).toBe(runtimeResolver);
});

test('a version the scope does not hold: left to the runtime', () => {
  const noModule = { ...args('^0.1.0'), shareScopeMap: { default: {} } } as unknown as Args;
  expect(exactVersionShare(noModule).resolver).toBe(runtimeResolver);
});

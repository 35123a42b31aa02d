import { providedSharedLibraries } from './provided-shared';
import { RETRY_DELAYS_MS } from './retry-plugin';

/*
 * What the builds write for releases (shared/build/release-manifests.cjs, chunk-retry.cjs): the shell's
 * provided-shared.json must say exactly what the host provides at run time, remotes' manifests must
 * carry the share rules, and a remote's chunks are retried like its entry.
 */

/* eslint-disable @typescript-eslint/no-require-imports */
const { providedVersions, sharedSingletons } = require('../../build/webpack.cjs') as {
  providedVersions: () => Record<string, string>;
  sharedSingletons: () => Record<
    string,
    { singleton: boolean; strictVersion: boolean; version?: string; import?: false }
  >;
};
const { annotateManifest } = require('../../build/release-manifests.cjs') as {
  annotateManifest: (manifest: unknown, rules: unknown, label: string) => Record<string, unknown>;
};
const { chunkRetryRuntime, CHUNK_RETRY_DELAYS_MS, CHUNK_LOAD_TIMEOUT_MS } = require('../../build/chunk-retry.cjs') as {
  chunkRetryRuntime: (template: unknown, globals: unknown, delays: number[]) => string;
  CHUNK_RETRY_DELAYS_MS: number[];
  CHUNK_LOAD_TIMEOUT_MS: number;
};
const { Template, RuntimeGlobals } = require('webpack') as { Template: unknown; RuntimeGlobals: unknown };
/* eslint-enable @typescript-eslint/no-require-imports */

test('provided-shared.json lists every module the host provides, at the version it provides', () => {
  const atRunTime = Object.fromEntries(
    Object.entries(providedSharedLibraries()).map(([name, provided]) => [name, provided.version]),
  );
  expect(providedVersions()).toEqual(atRunTime);
});

test('a remote’s manifest gains each shared module’s rules and the build label', () => {
  const rounding = sharedSingletons()['@fintools/shared/finance/rounding']!.version!;
  const manifest = {
    name: 'calculators',
    metaData: { buildInfo: { buildVersion: '0.1.0' } },
    shared: [
      { name: 'react', requiredVersion: '^19.3.1', singleton: true },
      { name: 'react/jsx-runtime', requiredVersion: '^19.3.1' },
      { name: '@fintools/shared/ui/field', requiredVersion: '^0.1.0', singleton: true },
      { name: '@fintools/shared/finance/rounding', version: rounding, requiredVersion: rounding },
      { name: 'left-pad', requiredVersion: '^1.0.0' },
    ],
  };
  expect(annotateManifest(manifest, sharedSingletons(), 'calculators remote · v2')).toEqual({
    name: 'calculators',
    metaData: { buildInfo: { buildVersion: '0.1.0', buildLabel: 'calculators remote · v2' } },
    shared: [
      // React is the host's: no copy in the remote.
      { name: 'react', requiredVersion: '^19.3.1', singleton: true, strictVersion: true, import: false },
      // A subpath takes its package's prefix rule ("react/").
      { name: 'react/jsx-runtime', requiredVersion: '^19.3.1', singleton: true, strictVersion: true, import: false },
      // Singleton modules of shared: no copy in the remote, the host must provide them.
      {
        name: '@fintools/shared/ui/field',
        requiredVersion: '^0.1.0',
        singleton: true,
        strictVersion: true,
        import: false,
      },
      // Pure modules: the remote brings its own copy when the host's is other code.
      {
        name: '@fintools/shared/finance/rounding',
        version: rounding,
        requiredVersion: rounding,
        singleton: false,
        strictVersion: true,
        import: true,
      },
      { name: 'left-pad', requiredVersion: '^1.0.0' },
    ],
  });
});

describe('chunk retry', () => {
  test('waits as long as the entry’s retry, and three tries fit in the tool’s time limit', () => {
    expect(CHUNK_RETRY_DELAYS_MS).toEqual(RETRY_DELAYS_MS);
    const worstCase = CHUNK_LOAD_TIMEOUT_MS * (RETRY_DELAYS_MS.length + 1) + RETRY_DELAYS_MS.reduce((a, b) => a + b);
    expect(worstCase).toBeLessThan(15_000);
  });

  /** The runtime code with a fake webpack runtime whose chunk loads fail `failures` times. */
  function runtimeWith(failures: number) {
    const requested: string[] = [];
    const require_ = {
      u: (chunkId: string) => `${chunkId}.abcdef12.js`,
      e: (chunkId: string): Promise<void> => {
        requested.push(require_.u(chunkId));
        return requested.length <= failures
          ? Promise.reject(new Error(`Loading chunk ${chunkId} failed.`))
          : Promise.resolve();
      },
    };
    const code = chunkRetryRuntime(Template, RuntimeGlobals, [10, 20]);
    new Function('__webpack_require__', code)(require_);
    return { ensure: require_.e, requested };
  }

  test('a chunk that fails twice is asked for again under new URLs and arrives', async () => {
    const { ensure, requested } = runtimeWith(2);
    await expect(ensure('82')).resolves.toBeUndefined();
    expect(requested).toEqual(['82.abcdef12.js', '82.abcdef12.js?retry=1', '82.abcdef12.js?retry=2']);
  });

  test('a chunk that fails three times fails with webpack’s own error; asked for later, it comes under a new URL', async () => {
    const { ensure, requested } = runtimeWith(3);
    await expect(ensure('82')).rejects.toThrow('Loading chunk 82 failed.');
    expect(requested).toHaveLength(3);
    await expect(ensure('82')).resolves.toBeUndefined();
    expect(requested[3]).toBe('82.abcdef12.js?retry=3');
  });
});

/**
 * Every module of @fintools/shared that remotes share, found by the host's build: no list to keep. The
 * expression is shared/build/webpack.cjs `SHARED_MODULE_FILE_PATTERN` (a literal here, because webpack reads
 * it while parsing; shared-singletons.test.ts keeps the two equal). `lazy`: each module is a chunk of its
 * own (or of its SHARED_MODULE_CHUNKS set) that downloads when a remote first asks for it.
 *
 * Under Jest, which has no webpack contexts, jest.config.base.cjs maps this file to
 * shared/test/shared-module-files.cjs, which lists the same modules with the same build functions.
 */
const files = import.meta.webpackContext('..', {
  recursive: true,
  regExp:
    /^\.\/(api|catalogue|data|finance|format|language|platform|ui|validation)\/(?!index\.)[\w-]+(?<!\.test|\.d)\.tsx?$/,
  mode: 'lazy',
});

/** Subpath ("finance/emi") → a function that downloads the host's copy of that module. */
export const SHARED_MODULE_LOADERS: Readonly<Record<string, () => Promise<unknown>>> = Object.fromEntries(
  files.keys().map((file) => [file.replace(/^\.\//, '').replace(/\.tsx?$/, ''), () => files(file)]),
);

/**
 * Subpath → the version this host provides: the package version for the singleton modules (ui/,
 * platform/), a hash of the source for pure ones (shared/build/webpack.cjs `sharedModuleVersions`). Written
 * in by the build (createAppConfig's DefinePlugin).
 */
export const SHARED_MODULE_VERSIONS: Readonly<Record<string, string>> = __FINTOOLS_SHARED_MODULE_VERSIONS__;

declare const __FINTOOLS_SHARED_MODULE_VERSIONS__: Record<string, string>;

/**
 * Group → its member modules: each group is one share key, which remotes consume their members by
 * (shared/build/webpack.cjs `SHARE_GROUPS`, docs/decisions/025-share-groups.md). Written in by the build.
 */
export const SHARE_GROUPS: Readonly<Record<string, readonly string[]>> = __FINTOOLS_SHARE_GROUPS__;

declare const __FINTOOLS_SHARE_GROUPS__: Record<string, string[]>;

declare global {
  interface ImportMeta {
    /** webpack's `import.meta.webpackContext` (https://webpack.js.org/api/module-variables/#importmetawebpackcontext). */
    webpackContext(
      request: string,
      options: { recursive: boolean; regExp: RegExp; mode: 'lazy' },
    ): { keys(): string[]; (file: string): Promise<unknown> };
  }
}

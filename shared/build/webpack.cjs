// Webpack recipes shared by every FinTools package, so the five remotes, the shell and the embed
// scripts build the same way: one place to change a loader, a share rule or a size option.
const path = require('node:path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MinimizerPlugin = require('minimizer-webpack-plugin');

const sharedPackage = require('../package.json');
const { RemotePreloadManifestPlugin } = require('./preload-manifests.cjs');
const { ChunkRetryPlugin, CHUNK_LOAD_TIMEOUT_MS } = require('./chunk-retry.cjs');
const { OneShareRuntimePlugin } = require('./one-share-runtime.cjs');
const { ScriptPublicPathPlugin } = require('./script-public-path.cjs');
const { EmbedFilesPlugin, ManifestReleaseInfoPlugin } = require('./release-manifests.cjs');
const { StartAfterFirstPaintPlugin } = require('./start-after-first-paint.cjs');
const { readRemoteTools, exposesOfTools, MOUNT_RULE, RemoteToolsPlugin } = require('./remote-tools.cjs');

/**
 * Writes .br and .gz beside every text asset at build time, so the gateway (preCompressed) sends the
 * compressed bytes instead of compressing the same chunk again on every request (pnpm bench:gateway
 * measured 37 vs 208 requests/s on the largest chunk).
 */
class PrecompressPlugin {
  apply(compiler) {
    const zlib = require('node:zlib');
    /** The .br and .gz of one asset's bytes; null where compressing would not make it smaller. */
    const compress = (buffer) => {
      const brotli = zlib.brotliCompressSync(buffer, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: buffer.length,
        },
      });
      const gzip = zlib.gzipSync(buffer, { level: 9 });
      return { brotli: brotli.length < buffer.length ? brotli : null, gzip: gzip.length < buffer.length ? gzip : null };
    };
    compiler.hooks.thisCompilation.tap('PrecompressPlugin', (compilation) => {
      // Brotli at quality 11 is the slowest step of a rebuild: kept in webpack's cache by the asset's bytes,
      // an unchanged chunk is compressed once, not by every build (a second build of a remote with one new
      // label compresses one chunk, not all of them).
      const cache = compilation.getCache('PrecompressPlugin');
      compilation.hooks.processAssets.tapPromise(
        { name: 'PrecompressPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        async (assets) => {
          for (const [name, source] of Object.entries(assets)) {
            if (!/\.(js|css|html|json|svg|ttf)$/.test(name)) continue;
            // Small files too: the gateway sends files as streams, and would compress a file without
            // its .br/.gz again on every request (the shared-module chunks are 0.5-2 KB each).
            const item = cache.getItemCache(name, cache.getLazyHashedEtag(source));
            let compressed = await item.getPromise();
            if (!compressed) {
              compressed = compress(source.buffer());
              await item.storePromise(compressed);
            }
            if (compressed.brotli)
              compilation.emitAsset(`${name}.br`, new webpack.sources.RawSource(compressed.brotli));
            if (compressed.gzip) compilation.emitAsset(`${name}.gz`, new webpack.sources.RawSource(compressed.gzip));
          }
        },
      );
    });
  }
}

/** The folders of shared/src whose modules remotes import, each module shared on its own. */
const SHARED_MODULE_FOLDERS = [
  'api',
  'catalogue',
  'data',
  'finance',
  'format',
  'language',
  'platform',
  'ui',
  'validation',
];

/**
 * The folders whose modules hold state or React context: one copy per page, the host's (strict
 * singletons). Every other folder is pure (rules, validators, tables, formatting) and each remote keeps
 * its own copy as a fallback (docs/decisions/014-pure-modules-travel-with-their-remote.md).
 */
const SINGLETON_FOLDERS = ['platform', 'ui'];

/**
 * Which files of shared/src are shared modules, by their path from shared/src ("./finance/emi.ts"): the
 * files of SHARED_MODULE_FOLDERS except tests, declarations and the index files. The host finds its list
 * with the very same expression (src/federation/shared-module-files.ts; a test keeps the two equal).
 */
const SHARED_MODULE_FILE_PATTERN =
  /^\.\/(api|catalogue|data|finance|format|language|platform|ui|validation)\/(?!index\.)[\w-]+(?<!\.test|\.d)\.tsx?$/;

const SHARED_SOURCE = path.join(__dirname, '../src');

/**
 * The folders whose modules reach a remote only as fallbacks of a share (imported by their package name):
 * not catalogue/, whose tool-entry.ts tool-intro.ts bundles into every screen.
 */
const PURE_FALLBACK_FOLDERS = ['api', 'data', 'finance', 'format', 'language', 'validation'];

/**
 * Every module remotes may import from @fintools/shared, as subpaths ("finance/emi", "ui/field"): the
 * files SHARED_MODULE_FILE_PATTERN matches. One share key per module, because a shared module ships whole
 * (not tree-shaken): a tool downloads the parts of shared it imports, not the package.
 */
function sharedModulePaths() {
  const fs = require('node:fs');
  return SHARED_MODULE_FOLDERS.flatMap((folder) =>
    fs
      .readdirSync(path.join(SHARED_SOURCE, folder))
      .filter((file) => SHARED_MODULE_FILE_PATTERN.test(`./${folder}/${file}`))
      .map((file) => `${folder}/${file.replace(/\.tsx?$/, '')}`),
  ).sort();
}

/** "ui/field" → true: the module is a strict singleton from the host; false: pure, with a fallback copy. */
function isSingletonModule(module) {
  return SINGLETON_FOLDERS.includes(module.split('/')[0]);
}

/** The file a relative import names, as webpack resolves it (extensions .ts/.tsx, or an index file). */
function resolveSourceFile(from, request) {
  const fs = require('node:fs');
  const base = path.resolve(path.dirname(from), request);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')];
  return candidates.find((file) => fs.existsSync(file) && fs.statSync(file).isFile());
}

/** The source files a file imports with relative paths (type-only imports too: a version may change needlessly, never wrongly). */
function relativeImports(file, source) {
  const requests = [...source.matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*)['"](\.{1,2}\/[^'"]+)['"]/g)].map((m) => m[1]);
  return [...new Set(requests)].map((request) => {
    const resolved = resolveSourceFile(file, request);
    if (!resolved) throw new Error(`${file} imports ${request}, which is not a file`);
    return resolved;
  });
}

/**
 * The files a shared module runs: its own and, transitively, every file it imports relatively, sorted.
 * A remote's fallback copy of a module carries these files with it (they are imported relatively, so the
 * remote's webpack bundles them into the fallback rather than sharing them).
 */
function sharedModuleFiles(module) {
  const fs = require('node:fs');
  const start = resolveSourceFile(path.join(SHARED_SOURCE, 'index.ts'), `./${module}`);
  if (!start) throw new Error(`No shared module ${module}`);
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    if (/\.tsx?$/.test(file))
      for (const imported of relativeImports(file, fs.readFileSync(file, 'utf8'))) visit(imported);
  };
  visit(start);
  return [...seen].sort();
}

/**
 * The share version of a pure module: `0.0.0-h` + 10 hex of a hash of the source it runs (its file and
 * every file it imports, by their paths from shared/src). Two builds agree on a version exactly when they
 * run the same code, so a remote takes the host's copy when it is identical and its own otherwise; a
 * change to rounding.ts changes the version of emi.ts, which runs it. A prerelease of 0.0.0 is valid
 * semver, and the "h" keeps an all-digit hash from being a numeric identifier.
 */
function sharedModuleVersion(module) {
  const fs = require('node:fs');
  const hash = require('node:crypto').createHash('sha256');
  for (const file of sharedModuleFiles(module)) {
    hash.update(path.relative(SHARED_SOURCE, file).split(path.sep).join('/'));
    hash.update('\0');
    hash.update(fs.readFileSync(file));
    hash.update('\0');
  }
  return `0.0.0-h${hash.digest('hex').slice(0, 10)}`;
}

/**
 * What a remote requires of a singleton module of @fintools/shared: the host's version within this
 * minor, `^<major>.<minor>.0`, so a remote built after a patch release of shared still runs on a shell of
 * the same minor. Hence the rule: bump the minor when a ui/ or platform/ module changes its exports.
 */
function singletonSharedRange(version = sharedPackage.version) {
  const [major, minor] = version.split('.');
  return `^${major}.${minor}.0`;
}

/**
 * Share key → version of every module of @fintools/shared, as a host built from this source provides it:
 * the package version for singletons, the content version (sharedModuleVersion) for pure modules.
 */
function sharedModuleVersions() {
  return Object.fromEntries(
    sharedModulePaths().map((module) => [
      module,
      isSingletonModule(module) ? sharedPackage.version : sharedModuleVersion(module),
    ]),
  );
}

/**
 * Shared modules that most tool screens need together, each set in one chunk (`shared-<name>`) instead of
 * a chunk per module. Each stays a share key of its own; only the download is grouped. One file instead of
 * many saves each file's wrapper and lets gzip use one dictionary for all: on /emi-calculator the 15 files
 * of these modules were 6.3 KB gz, one file of them 4.1 KB. Grouped by which screens use them, so a screen
 * that needs none of a set (chat, resume, the basic calculator) does not download it.
 */
const SHARED_MODULE_CHUNKS = {
  // Every screen's frame and labelled fields, and amounts typed and shown with Indian grouping (all but
  // the chat and the resume type amounts; for those two it is 1.5 KB more, for every other screen one
  // request less).
  'ui-base': ['ui/screen', 'ui/field', 'ui/ui', 'format/indian-number', 'format/numeric-typing', 'ui/numeric-input'],
  // The calculators' and tax tools' form, results and shareable link.
  'calculator-form': [
    'ui/shareable-inputs',
    'ui/use-calculator-form',
    'ui/copy-link-button',
    'ui/calculator-form-card',
    'ui/result-list',
  ],
  // What every tool route's loader needs: what validators and rules return, round with and reject with, the
  // page's token and its load reports. The shell puts this set and ui-base in the loader's own chunk (its
  // toolRouteModules); a remote's copies are one chunk.
  'tool-route': [
    'validation/result',
    'finance/limits',
    'finance/rounding',
    'finance/rule-input-error',
    'api/page-token',
    'api/events',
  ],
  // The currency converter's wire and its table, which the shell's offline notice shares.
  currency: ['data/currencies', 'api/rates'],
};

/**
 * Shared modules a remote consumes under one share key, its group's. Each share key costs every route of an area
 * ~20-30 B of `remoteEntry.js` (its consume entry, its id in each screen's list) and one `loadShare` at start;
 * these modules download together anyway (each group's members are in one of SHARED_MODULE_CHUNKS's sets or in
 * the shell's main.js), so one key for each group costs no byte of download (docs/decisions/025-share-groups.md).
 * - The host provides a group as one object of its members' own exports (provided-shared.ts), and still each
 *   member under its own key, for remotes built before the group existed.
 * - A group is a singleton group in ui/ or platform/ (no file: remotes have no copy of a singleton), or a pure
 *   group, whose module (re-exporting its members) is a remote's fallback copy of them all and whose content
 *   version covers their code.
 */
const SHARE_GROUPS = {
  // Every screen's frame, labelled fields and amount inputs, its words and its error boundary.
  'ui/base': ['ui/screen', 'ui/field', 'ui/numeric-input', 'ui/language', 'ui/error-boundary'],
  // The calculators' and tax tools' form, results and shareable link.
  'ui/calculator-form': [
    'ui/shareable-inputs',
    'ui/use-calculator-form',
    'ui/copy-link-button',
    'ui/calculator-form-card',
    'ui/result-list',
  ],
  // What validators and rules return, round with, are bounded by and reject with (validation/rule-basics.ts):
  // validation/result is in the shell's main.js, the others in the chunk every tool route's loader needs.
  'validation/rule-basics': ['validation/result', 'finance/limits', 'finance/rounding', 'finance/rule-input-error'],
};

/** "ui/field" → "ui/base": the group whose share key a member is consumed by; undefined when in none. */
const GROUP_OF_MODULE = new Map(
  Object.entries(SHARE_GROUPS).flatMap(([group, members]) => members.map((member) => [member, group])),
);

const CHUNK_OF_SHARED_MODULE = new Map(
  Object.entries(SHARED_MODULE_CHUNKS).flatMap(([chunk, modules]) => modules.map((module) => [module, chunk])),
);

/**
 * "…/shared/src/ui/choice-group.module.css" → "ui-choice-group" (a module and its CSS share a chunk), or the
 * name of its set in SHARED_MODULE_CHUNKS.
 */
function sharedModuleChunkName(resource) {
  const [, folder = '', file = ''] = /[\\/]shared[\\/]src[\\/]([^\\/]+)[\\/]([^\\/.]+)/.exec(resource) ?? [];
  return CHUNK_OF_SHARED_MODULE.get(`${folder}/${file}`) ?? `${folder}-${file}`;
}

/**
 * How remotes share React and @fintools/shared (docs/contracts.md "Module Federation contract",
 * docs/decisions/014-pure-modules-travel-with-their-remote.md):
 * - React, react-dom and the singleton modules (SINGLETON_FOLDERS) are strict singletons with no copy in
 *   the remote (`import: false`): the host's, or the tool fails loudly;
 * - each pure module is shared at its content version, required exactly, with the remote's own copy as
 *   the fallback: the host's copy when the code is the same, the remote's own when it differs. The
 *   fallback is a chunk of the remote's that downloads only when it is used.
 */
function sharedSingletons() {
  const reactVersion = require('react/package.json').version;
  const reactRange = `^${reactVersion}`;
  const singleton = (requiredVersion) => ({ singleton: true, requiredVersion, strictVersion: true });
  // import: false: no copy in the remote, so remoteEntry.js lists no fallback for it and provides none; every host
  // (the shell, a standalone page, embed.js) provides its React.
  const hostOnly = (requiredVersion) => ({ ...singleton(requiredVersion), import: false });
  const versions = sharedModuleVersions();
  checkShareGroups(Object.keys(versions));
  const exactly = (version) => ({ version, requiredVersion: version, strictVersion: true, exclude: { version } });
  const ruleOf = (module) =>
    isSingletonModule(module)
      ? hostOnly(singletonSharedRange())
      : // Consumed with the remote's copy as the fallback, but not provided: the runtime registers no copy of
        // the remote's (ProvideSharedPlugin skips a version the exclude range holds; a consume compares it with
        // the package's own version, 0.x, so it stays). Only the host provides pure modules: a remote runs the
        // host's copy when the code is the same and its own otherwise, and remoteEntry.js carries no provide
        // table for them (0.35 KB gz of the calculators' entry).
        { singleton: false, ...exactly(versions[module]) };
  return {
    react: hostOnly(reactRange),
    'react/': hostOnly(reactRange),
    'react-dom': hostOnly(reactRange),
    'react-dom/': hostOnly(reactRange),
    ...Object.fromEntries(
      Object.keys(versions).map((module) => {
        const group = GROUP_OF_MODULE.get(module);
        if (group === undefined) return [`@fintools/shared/${module}`, ruleOf(module)];
        // A member is consumed as its group: the group's key and version, and for a pure group the group's module
        // as the fallback copy. Same key, version and fallback: webpack makes one consume module of all the
        // members, and remoteEntry.js lists one entry.
        const key = `@fintools/shared/${group}`;
        const rule = isSingletonModule(group) ? ruleOf(group) : { ...ruleOf(group), import: key };
        return [`@fintools/shared/${module}`, { ...rule, shareKey: key }];
      }),
    ),
    // A singleton group's own key, which no module imports: its rule, and where the federation's manifest finds
    // its version (@fintools/shared's, through a member: the key names no file). Without a version the manifest
    // leaves the key out, and the release gate refuses a build whose manifest and remoteEntry.js disagree.
    ...Object.fromEntries(
      Object.entries(SHARE_GROUPS)
        .filter(([group]) => isSingletonModule(group))
        .map(([group, [member]]) => [
          `@fintools/shared/${group}`,
          { ...ruleOf(group), packageName: `@fintools/shared/${member}` },
        ]),
    ),
  };
}

/**
 * Throws unless every member is a shared module of its group's kind, in one group, a pure group is a module (the
 * remote's fallback copy) and a singleton group is none (its key names no file).
 */
function checkShareGroups(modules = sharedModulePaths()) {
  for (const [group, members] of Object.entries(SHARE_GROUPS)) {
    if (isSingletonModule(group) === modules.includes(group))
      throw new Error(`SHARE_GROUPS: ${group} must ${isSingletonModule(group) ? 'not ' : ''}be a module of shared/src`);
    for (const member of members) {
      if (!modules.includes(member)) throw new Error(`SHARE_GROUPS: ${member} is not a shared module`);
      if (isSingletonModule(member) !== isSingletonModule(group))
        throw new Error(`SHARE_GROUPS: ${member} and its group ${group} are not both singletons or both pure`);
    }
  }
}

/**
 * What every host built from this repository (the shell, a standalone page, embed.js) provides to
 * remotes, share key → version: the same keys and versions as src/federation/provided-shared.ts
 * `providedSharedLibraries()` (a test keeps them equal). The shell publishes it as provided-shared.json.
 */
function providedVersions() {
  const reactVersion = require('react/package.json').version;
  const react = Object.fromEntries(
    ['react', 'react/jsx-runtime', 'react-dom', 'react-dom/client'].map((name) => [name, reactVersion]),
  );
  const shared = Object.fromEntries(
    Object.entries(sharedModuleVersions()).map(([module, version]) => [`@fintools/shared/${module}`, version]),
  );
  // A singleton group (SHARE_GROUPS) at the package version; a pure group is a module, so among the above.
  const groups = Object.fromEntries(
    Object.keys(SHARE_GROUPS)
      .filter(isSingletonModule)
      .map((group) => [`@fintools/shared/${group}`, sharedPackage.version]),
  );
  return { ...react, ...shared, ...groups };
}

/**
 * @param {string} cssPrefix
 * @param {string} mode
 * @param {boolean} extractCss  real .css files (the shell) instead of style tags injected by JS (remotes,
 *   whose CSS must travel with each exposed screen, and embed.js, whose styles must need no extra request)
 */
function moduleRules(cssPrefix, mode, extractCss = false) {
  const styleLoader = extractCss
    ? require('mini-css-extract-plugin').loader
    : mode === 'production'
      ? require.resolve('./inject-css-loader.cjs')
      : require.resolve('style-loader');
  // Runs first on every stylesheet (loaders run last to first).
  const minify = mode === 'production' ? [require.resolve('./minify-css-loader.cjs')] : [];
  return [
    {
      test: /\.[cm]?tsx?$/,
      exclude: /node_modules/,
      use: { loader: require.resolve('ts-loader'), options: { transpileOnly: true } },
    },
    {
      test: /\.module\.css$/,
      use: [
        styleLoader,
        {
          loader: require.resolve('css-loader'),
          options: {
            modules: {
              // One prefix per package keeps class names from colliding across remotes and host pages.
              localIdentName: mode === 'production' ? `${cssPrefix}-[hash:base64:6]` : `${cssPrefix}-[name]-[local]`,
              namedExport: false,
              exportLocalsConvention: 'as-is',
            },
          },
        },
        ...minify,
      ],
    },
    {
      test: /\.css$/,
      exclude: /\.module\.css$/,
      use: [styleLoader, require.resolve('css-loader'), ...minify],
    },
  ];
}

/**
 * JavaScript minified by SWC through webpack's own minimizer plugin (the one its production default runs,
 * with terser). Measured on a cold `pnpm build` of the shell and the five remotes: 225 → 98 CPU seconds
 * (127 → 65 s on two cores), terser being two thirds of a build; every dist's gzipped JavaScript within
 * ±0.7 % of terser's, no remoteEntry.js larger (docs/performance.md, "2026-12-07: the minifier").
 * The same two compress passes as webpack's default. Webpack's default minimizer ('...') stays for the rest
 * (the pages' HTML), with its JavaScript turned off (`minimizeOptions`), so a page is the bytes it was.
 */
const minification = () => ({
  minimizer: [
    '...',
    new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify, terserOptions: { compress: { passes: 2 } } }),
  ],
  minimizeOptions: { javascript: false },
});

function baseConfig({ dir, mode, cssPrefix, extractCss = false }) {
  const production = mode === 'production';
  return {
    mode,
    context: dir,
    // No eval-based source maps even in development: the gateway's CSP forbids eval, and so should we.
    devtool: process.env.FINTOOLS_SOURCE_MAPS ? 'source-map' : production ? false : 'cheap-module-source-map',
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'] },
    module: { rules: moduleRules(cssPrefix, mode, extractCss) },
    cache: {
      type: 'filesystem',
      cacheDirectory: path.join(dir, 'node_modules/.cache/webpack'),
      // A change to the build itself (this file and what it requires: loaders, plugins, aliases) starts the
      // cache afresh; without it a changed alias kept its old resolution in the cache.
      buildDependencies: { config: [__filename] },
      // css-loader's output depends on whether source maps are on, and webpack's cache key does not see it:
      // without this, a normal build after a FINTOOLS_SOURCE_MAPS=1 one kept the CSS source-map runtime
      // in every screen's chunk (+0.4–0.6 KB gz).
      version: process.env.FINTOOLS_SOURCE_MAPS ? 'source-maps' : 'no-source-maps',
    },
    performance: { hints: false },
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'error' },
  };
}

/**
 * What the browsers we serve have, beyond what webpack assumes of target 'web': our code needs ES2022
 * (Object.hasOwn), so globalThis (ES2020) is there, and webpack's polyfill for it (51 B gz of every
 * remoteEntry.js) is not needed.
 */
const BROWSER_ENVIRONMENT = { globalThis: true };

/**
 * A plain webpack app (no federation build plugin): the shell, a remote's standalone page, embed.js.
 * @param {{ dir: string, mode: string, cssPrefix: string, entry: Record<string,string>, outputDir: string,
 *   publicPath?: string, html?: object | false, startAfterFirstPaint?: boolean, define?: Record<string,string>,
 *   devPort?: number, historyApiFallback?: boolean }} options
 * `startAfterFirstPaint`: the page preloads its entry scripts and runs them once it has painted
 * (start-after-first-paint.cjs), for a page served with its content already in it (the shell's).
 */
function createAppConfig(options) {
  const { mode, entry, outputDir, html, define = {}, devPort } = options;
  const production = mode === 'production';
  return {
    ...baseConfig(options),
    name: options.name ?? 'app',
    entry,
    output: {
      path: outputDir,
      publicPath: options.publicPath ?? 'auto',
      environment: BROWSER_ENVIRONMENT,
      filename: options.filename ?? (production ? '[name].[contenthash:8].js' : '[name].js'),
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      clean: options.clean ?? true,
    },
    optimization: {
      ...minification(),
      splitChunks: {
        cacheGroups: {
          // One chunk per module of @fintools/shared that a host provides lazily (provided-shared.ts), or per
          // set of modules screens use together (SHARED_MODULE_CHUNKS): a remote downloads the modules it
          // shares, each once. Without this, webpack copies a small module (format, validation/result) into
          // every chunk that imports it.
          fintoolsSharedModules: {
            test: new RegExp(`[\\\\/]shared[\\\\/]src[\\\\/](${SHARED_MODULE_FOLDERS.join('|')})[\\\\/]`),
            chunks: 'async',
            minSize: 0,
            enforce: true,
            name: (module) => `shared-${sharedModuleChunkName(module.nameForCondition?.() ?? '')}`,
          },
        },
      },
    },
    plugins: [
      new webpack.DefinePlugin({
        'process.env.NODE_ENV': JSON.stringify(mode),
        // The MF runtime drops code for other targets when told it runs in a browser, and its manifest
        // ("snapshot") code when hosts register remoteEntry.js URLs, as tool-loader.ts does (docs/decisions/002-runtime-only-host.md).
        ENV_TARGET: JSON.stringify('web'),
        FEDERATION_OPTIMIZE_NO_SNAPSHOT_PLUGIN: 'true',
        // The version of each shared module a host provides (src/federation/shared-module-files.ts), read
        // anew by every build (`true`: never cached), as a remote's build reads it.
        __FINTOOLS_SHARED_MODULE_VERSIONS__: webpack.DefinePlugin.runtimeValue(
          () => JSON.stringify(sharedModuleVersions()),
          true,
        ),
        __FINTOOLS_SHARE_GROUPS__: JSON.stringify(SHARE_GROUPS),
        ...define,
      }),
      new ScriptPublicPathPlugin(),
      ...(html ? [new HtmlWebpackPlugin(html)] : []),
      ...(html && options.startAfterFirstPaint ? [new StartAfterFirstPaintPlugin()] : []),
      ...(production ? [new PrecompressPlugin()] : []),
      ...(options.extractCss
        ? [
            new (require('mini-css-extract-plugin'))({
              filename: production ? '[name].[contenthash:8].css' : '[name].css',
              chunkFilename: production ? '[name].[contenthash:8].css' : '[name].css',
            }),
          ]
        : []),
    ],
    devServer: devPort
      ? {
          port: devPort,
          historyApiFallback: options.historyApiFallback ?? false,
          headers: { 'Access-Control-Allow-Origin': '*' },
          static: false,
          hot: false,
          client: { overlay: false },
        }
      : undefined,
  };
}

/**
 * After a Node build, loads the bundle and checks that it exports the function its reader calls (the
 * shell's `renderPage`, which the gateway calls for every first paint), so a broken bundle fails the
 * build rather than the gateway's first request.
 */
class CheckNodeExportPlugin {
  constructor({ file, exportName }) {
    this.file = file;
    this.exportName = exportName;
  }

  apply(compiler) {
    compiler.hooks.afterEmit.tap('CheckNodeExportPlugin', (compilation) => {
      const bundle = path.join(compilation.outputOptions.path, this.file);
      delete require.cache[require.resolve(bundle)];
      if (typeof require(bundle)[this.exportName] !== 'function') {
        compilation.errors.push(new webpack.WebpackError(`${bundle} exports no function ${this.exportName}`));
      }
    });
  }
}

/**
 * A Node build of a page's components, for rendering pages on the server (the shell's first paint,
 * `dist/server/render-page.cjs`, which the gateway calls with the live catalogue): the same TypeScript
 * and CSS Modules rules as `createAppConfig`, so every class name matches the browser build's, but CSS
 * Modules give their class names only and nothing else of CSS is kept. Commonjs, every dependency
 * bundled (React too), so its reader needs nothing else installed.
 * @param {{ dir: string, mode: string, name: string, cssPrefix: string, entry: string, outputDir: string,
 *   filename: string, exportName: string, define?: Record<string, string>, dependencies?: string[] }} options
 */
function createPrerenderConfig({
  dir,
  mode,
  name,
  cssPrefix,
  entry,
  outputDir,
  filename,
  exportName,
  define = {},
  dependencies = [],
}) {
  const base = baseConfig({ dir, mode, cssPrefix });
  const cssModules = base.module.rules.find((rule) => String(rule.test) === String(/\.module\.css$/));
  const cssLoader = cssModules.use.find((use) => use.loader === require.resolve('css-loader'));
  return {
    ...base,
    name,
    target: 'node',
    entry: { [path.basename(filename, path.extname(filename))]: entry },
    output: { path: outputDir, filename, library: { type: 'commonjs2' }, clean: true },
    module: {
      rules: [
        base.module.rules[0],
        {
          test: /\.module\.css$/,
          use: [
            {
              loader: cssLoader.loader,
              options: { ...cssLoader.options, modules: { ...cssLoader.options.modules, exportOnlyLocals: true } },
            },
          ],
        },
        { test: /\.css$/, exclude: /\.module\.css$/, type: 'asset/source', generator: { emit: false } },
      ],
    },
    optimization: { minimize: false, splitChunks: false },
    plugins: [
      new webpack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(mode), ...define }),
      new CheckNodeExportPlugin({ file: filename, exportName }),
    ],
    dependencies,
  };
}

/** The global a remote's remoteEntry.js defines; remote-map.ts `remoteGlobalName` says the same. */
function remoteGlobalName(name) {
  return `fintools_${name}`;
}

/**
 * What `./build-info` of a remote says: FINTOOLS_BUILD_LABEL, or "<name> remote · v<package version>".
 * The shell shows it under a loaded tool, so anyone can see which build of a remote is live.
 */
function buildLabel(dir, name, env = process.env) {
  const label = env.FINTOOLS_BUILD_LABEL?.trim();
  if (label) return label;
  const { version } = require(path.join(dir, 'package.json'));
  return `${name} remote · v${version}`;
}

/**
 * Where a remote's build goes: FINTOOLS_DIST_DIR when set (a second build beside the deployed one, e.g.
 * the deployment e2e's "v2"), else dist/ (production) or dist-dev/ (development: a dev server must not
 * leave dev files where deploys come from).
 */
function remoteOutputDir(dir, production, env = process.env) {
  const custom = env.FINTOOLS_DIST_DIR?.trim();
  if (custom) return path.resolve(custom);
  return path.join(dir, production ? 'dist' : 'dist-dev');
}

/**
 * An area's name is its folder's, `mfe-<area>`: written once, by the folder (docs/add-a-tool.md).
 * @example areaOfDir('/repo/mfe-tax') // 'tax'
 */
function areaOfDir(dir) {
  const match = /^mfe-([a-z][a-z0-9]*(?:-[a-z0-9]+)*)$/.exec(path.basename(path.resolve(dir)));
  if (!match) throw new Error(`${dir} is not an area's folder (mfe-<name>, lower case letters, digits and hyphens)`);
  return match[1];
}

/**
 * An area's development port: FINTOOLS_DEV_PORT for one run (`FINTOOLS_DEV_PORT=3200 pnpm --filter … dev`, when
 * its own is taken), else `fintools.devPort` in its package.json, the one place it is written (the scaffolder,
 * scripts/new-area.mjs, gives a new area the next free one); undefined when it names none.
 */
function devPortOf(dir) {
  const override = process.env.FINTOOLS_DEV_PORT;
  if (override !== undefined && override !== '') {
    const port = Number(override);
    if (!Number.isInteger(port) || port < 1024 || port > 65535)
      throw new Error(`FINTOOLS_DEV_PORT must be a port number (1024-65535), got "${override}"`);
    return port;
  }
  const file = path.join(dir, 'package.json');
  const port = JSON.parse(require('node:fs').readFileSync(file, 'utf8')).fintools?.devPort;
  if (port === undefined) return undefined;
  if (!Number.isInteger(port) || port < 1024 || port > 65535)
    throw new Error(`${file}: fintools.devPort must be a port number (1024-65535)`);
  return port;
}

/**
 * What every build of an area shares in how it reads its tools.json: each screen file's module registers the
 * intros of the tools that name it (screen-intro-loader.cjs), for `toolIntro`, so each screen's chunk carries
 * its own tools' heading and summary and nothing of the others'; `@fintools-area/tools.json`, which
 * `toolIntro` falls back to (federation/area-tools.d.ts; the whole file in Jest, and in the monolith bench), is
 * an empty list here.
 */
function withAreaTools(config, dir) {
  config.resolve = {
    ...config.resolve,
    alias: { ...config.resolve?.alias, '@fintools-area/tools.json': path.join(__dirname, 'no-tools.json') },
  };
  const introsByScreen = new Map();
  for (const { id, title, heading, summary, screen } of readRemoteTools(dir)) {
    const file = path.join(dir, screen);
    introsByScreen.set(file, [...(introsByScreen.get(file) ?? []), { id, title, heading, summary }]);
  }
  config.module.rules.push(
    ...[...introsByScreen].map(([file, intros]) => ({
      test: file,
      enforce: 'pre',
      use: [{ loader: require.resolve('./screen-intro-loader.cjs'), options: { intros } }],
    })),
  );
  return config;
}

/**
 * A Module Federation remote: its tools from `<dir>/tools.json` (checked, then one exposed module per screen
 * and `./mount`, derived from it, plus `./build-info`), shared singletons, the runtime left to the host
 * (externalRuntime), `dist/tools.json` beside the manifest, plus a standalone page of its own tools and
 * embed.js built as plain apps beside it.
 * Env: FINTOOLS_BUILD_LABEL (what `./build-info` says), FINTOOLS_DIST_DIR (build somewhere else).
 * The area's name is its folder's (areaOfDir) and its port its package.json's (devPortOf); a config that
 * still passes `name` must pass the folder's, and a `devPort` given wins.
 * @param {{ dir: string, mode: string, name?: string, devPort?: number }} options
 * @returns {import('webpack').Configuration[]}
 */
function createRemoteConfigs({ dir, mode, name: givenName, devPort = devPortOf(dir), extraEntries = {} }) {
  const name = areaOfDir(dir);
  if (givenName !== undefined && givenName !== name)
    throw new Error(`${dir}: the area is "${name}" (its folder's name), not "${givenName}"`);
  const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
  const tools = readRemoteTools(dir);
  const exposes = exposesOfTools(dir, tools);
  const production = mode === 'production';
  const outputDir = remoteOutputDir(dir, production);
  const otherDist = Boolean(process.env.FINTOOLS_DIST_DIR?.trim());
  const withCacheName = (config) => {
    // A build elsewhere keeps its own webpack cache, so it never churns (or races) the main build's.
    if (otherDist) config.cache = { ...config.cache, name: `${config.name}-${mode}-other-dist` };
    return config;
  };
  const base = baseConfig({ dir, mode, cssPrefix: `ft-${name}` });
  const remote = {
    ...base,
    module: { ...base.module, rules: [...base.module.rules, MOUNT_RULE] },
    name: `${name}-remote`,
    entry: {},
    output: {
      path: outputDir,
      publicPath: 'auto',
      environment: BROWSER_ENVIRONMENT,
      uniqueName: `fintools_${name}`,
      filename: production ? '[name].[contenthash:8].js' : '[name].js',
      chunkFilename: production ? '[id].[contenthash:8].js' : '[name].js',
      // A hung chunk counts as failed after this and is retried (chunk-retry.cjs), not after webpack's 120 s.
      chunkLoadTimeout: CHUNK_LOAD_TIMEOUT_MS,
      // The standalone page and embed.js (embed.js, embed-host.<hash>.js) are other builds into this folder.
      clean: { keep: /^(page\/|index\.html|embed)/ },
    },
    optimization: {
      ...minification(),
      moduleIds: 'deterministic',
      chunkIds: 'deterministic',
      splitChunks: {
        cacheGroups: {
          // webpack's default group splits what two chunks share into a chunk of its own: here that put each
          // consumed shared module in a chunk id of its own, and each screen's entry in remoteEntry.js listed 16
          // of them. Off, a screen is one chunk (its area's common code copied in, a few hundred bytes).
          default: false,
          // The remote's own copies of pure shared modules, downloaded only when the host's copy is other code:
          // one chunk, not one each, so remoteEntry.js names one file for all of them.
          sharedFallbacks: {
            test: new RegExp(`[\\/]shared[\\/]src[\\/](${PURE_FALLBACK_FOLDERS.join('|')})[\\/]`),
            chunks: 'async',
            name: 'shared-fallbacks',
            minSize: 0,
            enforce: true,
          },
        },
      },
    },
    // The pure modules' `exclude` (sharedSingletons) is met on purpose: the remote provides none of them.
    ignoreWarnings: [/Provided module "@fintools\/shared\/[^"]+" version "[^"]+" matches exclude filter/],
    plugins: [
      new RemoteToolsPlugin(tools, dir),
      new webpack.DefinePlugin({
        'process.env.NODE_ENV': JSON.stringify(mode),
        __FINTOOLS_BUILD_LABEL__: JSON.stringify(buildLabel(dir, name)),
      }),
      ...(production ? [new PrecompressPlugin()] : []),
      new ChunkRetryPlugin(),
      new OneShareRuntimePlugin(),
      new ScriptPublicPathPlugin(),
      // strictVersion, fallbacks and the build label in mf-manifest.json, for `pnpm release`'s check.
      new ManifestReleaseInfoPlugin({ shareRules: sharedSingletons(), buildLabel: buildLabel(dir, name) }),
      // shared-by-expose.json: the shared modules each screen imports, for the gateway's preload hints.
      new RemotePreloadManifestPlugin(exposes),
      new ModuleFederationPlugin({
        name,
        // The container's global: not the bare name, which a page's <div id="tax"> would shadow
        // (window.tax is that element) and the runtime would take for the remote (RUNTIME-002).
        library: { type: 'var', name: remoteGlobalName(name) },
        filename: 'remoteEntry.js',
        // './build-info' is added here, not in each remote's exposes: those list screens (one per tool).
        exposes: { ...exposes, './build-info': path.join(__dirname, 'build-info.mjs') },
        shared: sharedSingletons(),
        dts: false,
        manifest: { fileName: 'mf-manifest.json' },
        experiments: {
          // The host brings the federation runtime once; every remoteEntry.js stays small (docs/decisions/002-runtime-only-host.md).
          externalRuntime: true,
          // disableRemote: a remote loads no remotes of its own, so its entry needs no remote loader.
          optimization: { disableSnapshot: true, target: 'web', disableRemote: true },
        },
      }),
    ],
  };
  const page = createAppConfig({
    dir,
    mode,
    name: `${name}-page`,
    cssPrefix: `ft-${name}-page`,
    entry: { page: path.join(__dirname, '../src/federation/standalone-entry.ts'), ...extraEntries },
    outputDir: path.join(outputDir, 'page'),
    publicPath: 'auto',
    define: { __FINTOOLS_REMOTE__: JSON.stringify(name) },
    html: { filename: '../index.html', title: `FinTools ${name} (standalone)`, templateContent: pageTemplate(name) },
    devPort,
  });
  // embed.js beside the manifest, for sibling products: a small script that joins the page's FinTools host
  // if another embed.js started one, else loads the host (runtime, React, <fintools-tool>) from one chunk.
  const embed = createAppConfig({
    dir,
    mode,
    name: `${name}-embed`,
    cssPrefix: `ft-${name}-embed`,
    entry: { embed: path.join(__dirname, '../src/federation/embed-entry.ts') },
    outputDir,
    filename: 'embed.js',
    // The folder is the remote's: remove only this build's own old files (embed.js and its .gz, .br and
    // .map, embed-host.<old hash>.js), so a source-map build's embed.js.map does not outlive it.
    clean: { keep: (file) => !/^embed[.-]/.test(file) },
    define: {
      __FINTOOLS_REMOTE__: JSON.stringify(name),
      __FINTOOLS_TOOL_IDS__: JSON.stringify(tools.map((tool) => tool.id)),
    },
  });
  // Two files: embed.js and embed-host.<hash>.js, which a page downloads once however many embed.js it has.
  // The one chunk is named here, not by whichever of its merged chunks' names webpack keeps (the translator's
  // lazy chunks are merged into it too, and a shorter name than "embed-host" would win).
  embed.output.chunkFilename = production ? 'embed-host.[contenthash:8].js' : 'embed-host.js';
  embed.plugins.push(
    new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 2 }),
    new ChunkRetryPlugin(),
    // embed-files.json: the two names, for `pnpm release` to hash (the manifest does not list them).
    new EmbedFilesPlugin(),
  );
  // On a sibling product's page the tokens sit on <fintools-tool>, not on the page's :root.
  embed.module.rules.push({
    test: /[\\/]tokens\.css$/,
    enforce: 'pre',
    use: [require.resolve('./scope-tokens-loader.cjs')],
  });
  page.devServer = devPort
    ? {
        port: devPort,
        static: { directory: outputDir },
        headers: { 'Access-Control-Allow-Origin': '*' },
        hot: false,
        client: { overlay: false },
        devMiddleware: { writeToDisk: true },
      }
    : undefined;
  return [remote, page, embed].map((config) => withAreaTools(withCacheName(config), dir));
}

function pageTemplate(name) {
  return `<!doctype html><html lang="en-IN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>FinTools ${name}</title></head><body><div id="root"></div></body></html>`;
}

module.exports = {
  SHARED_MODULE_CHUNKS,
  sharedModuleChunkName,
  SHARE_GROUPS,
  checkShareGroups,
  SHARED_MODULE_FILE_PATTERN,
  SINGLETON_FOLDERS,
  isSingletonModule,
  singletonSharedRange,
  sharedModuleFiles,
  sharedModuleVersion,
  sharedModuleVersions,
  createAppConfig,
  createPrerenderConfig,
  createRemoteConfigs,
  areaOfDir,
  devPortOf,
  sharedSingletons,
  sharedModulePaths,
  providedVersions,
  buildLabel,
  remoteGlobalName,
};

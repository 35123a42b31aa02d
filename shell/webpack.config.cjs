const path = require('node:path');
const { InjectManifest } = require('workbox-webpack-plugin');
const {
  createAppConfig,
  createPrerenderConfig,
  providedVersions,
  SHARE_GROUPS,
  sharedModuleChunkName,
} = require('@fintools/shared/build/webpack');
const { ShellPreloadManifestPlugin } = require('@fintools/shared/build/preload-manifests');
const { ProvidedSharedPlugin } = require('@fintools/shared/build/release-manifests');
const { WebAppManifestPlugin } = require('./build/web-app-manifest.cjs');
const { HASHED_FILE } = require('@fintools/shared/build/hashed-file');
const { HostMessagesPlugin } = require('@fintools/shared/build/messages');

// FINTOOLS_DIST_DIR: a second build beside the deployed one (the offline e2e's "new shell build").
const outputDir = process.env.FINTOOLS_DIST_DIR?.trim()
  ? path.resolve(process.env.FINTOOLS_DIST_DIR.trim())
  : path.join(__dirname, 'dist');

/** The shell is a plain webpack app: no federation plugin, so the dashboard pays nothing for it. */
module.exports = (_env, argv) => {
  const mode = argv.mode ?? 'production';
  const production = mode === 'production';
  const config = createAppConfig({
    dir: __dirname,
    mode,
    name: 'shell',
    cssPrefix: 'ft-shell',
    // Real .css files: they load in parallel with the JS and paint without waiting for it.
    extractCss: true,
    entry: { main: './src/main.tsx' },
    outputDir,
    publicPath: '/',
    html: { template: './src/index.html' },
    // The page arrives with its content (the gateway's prerender): paint it, then run the shell.
    startAfterFirstPaint: true,
    devPort: 3000,
    historyApiFallback: true,
    define: { __FINTOOLS_SHELL_BUILD__: JSON.stringify(shellBuildLabel()) },
  });
  // Async chunks by id, not name: the shell's main script carries the file name of each of its ~75 chunks
  // (a tool page downloads it before anything else), and the names cost ~0.4 KB gzipped on every page.
  // Which chunk is which is in route-preload.json, which names every group.
  if (production) config.output.chunkFilename = '[id].[contenthash:8].js';
  // The MF runtime in the loader's own chunk rather than a vendors chunk of its own: one file less for
  // every tool page, compressed together with the loader that uses it.
  config.optimization.splitChunks.cacheGroups.defaultVendors = false;
  // A build elsewhere keeps its own webpack cache, so it never churns (or races) the main build's.
  if (process.env.FINTOOLS_DIST_DIR?.trim()) config.cache = { ...config.cache, name: `shell-${mode}-other-dist` };
  // route-preload.json: what each page downloads, for the gateway's preload hints.
  // provided-shared.json: what this shell provides to remotes, for `pnpm release` and the gateway's check.
  config.plugins.push(new ShellPreloadManifestPlugin(SHARE_GROUPS), new ProvidedSharedPlugin(providedVersions()));
  // messages/<language>.json: the shell's words and the UI primitives', which the gateway writes into each page.
  config.plugins.push(
    new HostMessagesPlugin({
      roots: [path.join(__dirname, 'src'), path.dirname(require.resolve('@fintools/shared/package.json')) + '/src'],
    }),
  );
  config.plugins.push(
    new WebAppManifestPlugin({
      tokensFile: require.resolve('@fintools/shared/tokens.css'),
      iconsDir: path.join(__dirname, 'src/icons'),
    }),
  );
  // The service worker only in production builds: a development server's files change on every save.
  if (production) {
    config.plugins.push(
      new InjectManifest({
        swSrc: path.join(__dirname, 'src/service-worker/service-worker.ts'),
        swDest: 'sw.js',
        // The shell's scripts, styles, manifest and icons; not index.html (network first, kept apart),
        // not the build's JSON notes for the gateway, nor the .br/.gz copies of the same files.
        include: [/\.(js|css)$/, /\.webmanifest$/, /\.png$/],
        exclude: [/\.(br|gz)$/, /\.LICENSE\.txt$/, /\.json$/, /\.html$/],
        // Content-hashed names need no revision of their own: the name changes with the bytes.
        dontCacheBustURLsMatching: HASHED_FILE,
      }),
    );
  }
  // All the CSS in one file, main.css: the shell's, that of its pages in chunks of their own (dashboard,
  // settings…) and that of the shared UI the screens render with (4 KB gz in all). A prerendered page is
  // styled from its first paint, with no stylesheet per page or screen to find.
  config.optimization.splitChunks.cacheGroups.shellStyles = {
    type: 'css/mini-extract',
    test: /[\\/](shell|shared)[\\/]src[\\/]/,
    name: 'main',
    chunks: 'all',
    enforce: true,
    // Before the shared-module groups (shared/build/webpack.cjs), which would take a shared module's CSS
    // into its chunk: then main would carry mini-css-extract's CSS-loading runtime (~0.4 KB gz).
    priority: 10,
  };
  // What every tool route needs besides its screen's own modules, in the loader's own chunk rather than in
  // chunks of their own: SHARED_MODULE_CHUNKS `tool-route` (what the loader needs) and `ui-base` (every tool
  // screen's frame and fields: every tool route loads it, `pnpm size` lists them). They always download together,
  // and each file a tool page runs costs the browser a request and a task of its own
  // (docs/decisions/027-a-tool-page-preloads-its-screen.md). The modules stay share keys of their own; a remote
  // asking for one finds the loader's chunk already loaded. No page of the shell without a tool needs them.
  const withTheLoader = ['tool-route', 'ui-base'];
  config.optimization.splitChunks.cacheGroups.toolRouteModules = {
    // By the set the shared-module groups would put it in: a module, or its CSS module's class names (its CSS
    // itself goes to main.css, shellStyles above).
    test: (module) => withTheLoader.includes(sharedModuleChunkName(module.nameForCondition?.() ?? '')),
    chunks: 'async',
    name: 'federation-host',
    enforce: true,
    // Before the shared-module groups (shared/build/webpack.cjs), which would give the set a chunk of its own.
    priority: 5,
  };
  if (!production) return config;
  // dist/server/render-page.cjs: the shell's layout and pages for Node, which the gateway calls with the live
  // catalogue to render each page's first paint (src/server/render-page.tsx). Built after the app, whose
  // build empties dist/.
  const renderPage = createPrerenderConfig({
    dir: __dirname,
    mode,
    name: 'shell-render-page',
    cssPrefix: 'ft-shell',
    entry: './src/server/render-page.tsx',
    outputDir: path.join(outputDir, 'server'),
    filename: 'render-page.cjs',
    exportName: 'renderPage',
    define: { __FINTOOLS_SHELL_BUILD__: JSON.stringify(shellBuildLabel()) },
    dependencies: ['shell'],
  });
  return [config, renderPage];
};

/** "shell · v<version>", or FINTOOLS_BUILD_LABEL: which build of the shell a page runs (the Help page says). */
function shellBuildLabel() {
  const label = process.env.FINTOOLS_BUILD_LABEL?.trim();
  return label || `shell · v${require('./package.json').version}`;
}

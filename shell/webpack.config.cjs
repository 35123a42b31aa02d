const path = require('node:path');
const { createAppConfig, createPrerenderConfig } = require('@fintools/shared/build/webpack');
const { ShellPreloadManifestPlugin } = require('@fintools/shared/build/preload-manifests');

const outputDir = path.join(__dirname, 'dist');

/** The shell is a plain webpack app: no federation plugin, so the dashboard pays nothing for it. */
module.exports = (_env, argv) => {
  const mode = argv.mode ?? 'production';
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
    devPort: 3000,
    historyApiFallback: true,
  });
  // route-preload.json: what each page downloads, for the gateway's preload hints.
  config.plugins.push(new ShellPreloadManifestPlugin());
  // The shell's own CSS in one file, main.css, also that of the pages in chunks of their own (dashboard,
  // settings…): a prerendered page is styled from its first paint, with no stylesheet per page to find.
  config.optimization.splitChunks.cacheGroups.shellStyles = {
    type: 'css/mini-extract',
    test: /[\\/]shell[\\/]src[\\/]/,
    name: 'main',
    chunks: 'all',
    enforce: true,
  };
  if (mode !== 'production') return config;
  // prerendered-pages.json: each page's layout, title and skeleton as HTML, for the gateway to serve
  // before the scripts run (src/prerender/prerender-pages.tsx). Built after the app, whose build empties dist/.
  const prerender = createPrerenderConfig({
    dir: __dirname,
    mode,
    name: 'shell-prerender',
    cssPrefix: 'ft-shell',
    entry: './src/prerender/prerender-pages.tsx',
    outputDir: path.join(__dirname, 'node_modules/.cache/prerender'),
    run: { exportName: 'prerenderPages', file: path.join(outputDir, 'prerendered-pages.json') },
    dependencies: ['shell'],
  });
  return [config, prerender];
};

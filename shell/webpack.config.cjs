const path = require('node:path');
const { createAppConfig, providedVersions } = require('@fintools/shared/build/webpack');
const { ShellPreloadManifestPlugin } = require('@fintools/shared/build/preload-manifests');
const { ProvidedSharedPlugin } = require('@fintools/shared/build/release-manifests');

/** The shell is a plain webpack app: no federation plugin, so the dashboard pays nothing for it. */
module.exports = (_env, argv) => {
  const config = createAppConfig({
    dir: __dirname,
    mode: argv.mode ?? 'production',
    name: 'shell',
    cssPrefix: 'ft-shell',
    // Real .css files: they load in parallel with the JS and paint without waiting for it.
    extractCss: true,
    entry: { main: './src/main.tsx' },
    outputDir: path.join(__dirname, 'dist'),
    publicPath: '/',
    html: { template: './src/index.html' },
    devPort: 3000,
    historyApiFallback: true,
  });
  // route-preload.json: what a tool route downloads, for the gateway's preload hints.
  // provided-shared.json: what this shell provides to remotes, for `pnpm release` and the gateway's check.
  config.plugins.push(new ShellPreloadManifestPlugin(), new ProvidedSharedPlugin(providedVersions()));
  return config;
};

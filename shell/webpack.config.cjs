const path = require('node:path');
const { createAppConfig } = require('@fintools/shared/build/webpack');
const { ShellPreloadManifestPlugin } = require('@fintools/shared/build/preload-manifests');

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
  config.plugins.push(new ShellPreloadManifestPlugin());
  return config;
};

const path = require('node:path');
const { createAppConfig } = require('@fintools/shared/build/webpack');

/** The shell is a plain webpack app: no federation plugin, so the dashboard pays nothing for it. */
module.exports = (_env, argv) =>
  createAppConfig({
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

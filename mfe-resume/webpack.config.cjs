const path = require('node:path');
const { createRemoteConfigs } = require('@fintools/shared/build/webpack');

/**
 * jsPDF imports html2canvas, DOMPurify and canvg lazily for its HTML and SVG rendering, which the
 * resume PDF does not use (it draws text itself): built in, they would be ~100 KB of chunks nobody loads.
 */
const UNUSED_BY_JSPDF = { html2canvas: false, dompurify: false, canvg: false };

/** This remote's own stylesheets, minified before css-loader (build/minify-css-loader.cjs says why). */
const minifyOwnCss = {
  test: /\.css$/,
  include: path.join(__dirname, 'src'),
  enforce: 'pre',
  use: [path.join(__dirname, 'build/minify-css-loader.cjs')],
};

module.exports = (_env, argv) =>
  createRemoteConfigs({
    dir: __dirname,
    mode: argv.mode ?? 'production',
    name: 'resume',
    devPort: 3005,
  }).map((config) => ({
    ...config,
    resolve: { ...config.resolve, alias: { ...config.resolve?.alias, ...UNUSED_BY_JSPDF } },
    module: { ...config.module, rules: [...config.module.rules, minifyOwnCss] },
  }));

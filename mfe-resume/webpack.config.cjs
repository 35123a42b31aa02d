const path = require('node:path');
const { createRemoteConfigs } = require('@fintools/shared/build/webpack');

/**
 * jsPDF imports html2canvas, DOMPurify and canvg lazily for its HTML and SVG rendering, which the
 * resume PDF does not use (it draws text itself): built in, they would be ~100 KB of chunks nobody loads.
 * fontkit decodes WOFF2 with a Brotli decoder (~60 KB gz) the PDF does not need: its fonts are TrueType.
 */
const UNUSED_BY_PDF = { html2canvas: false, dompurify: false, canvg: false, 'brotli/decompress.js': false };

/**
 * fontkit's CommonJS browser build, not its ES module: webpack wraps CommonJS concatenated into an ES module
 * with a runtime helper that would land in remoteEntry.js, which every visitor of the route loads.
 */
const FONTKIT_BROWSER = path.join(path.dirname(require.resolve('fontkit')), 'browser.cjs');

/**
 * The Devanagari fonts of the PDF (decision 021) are files beside the chunks, named by their content like them,
 * fetched when a PDF needs them.
 */
const FONT_FILES = { test: /\.ttf$/, type: 'asset/resource', generator: { filename: '[name].[contenthash:8][ext]' } };

/**
 * fontkit and its dependencies stay in the chunk that imports them (devanagari-fonts.ts): split off as vendors,
 * webpack's default, they would be a second chunk, one more id and hash in remoteEntry.js for every visitor.
 */
const DEVANAGARI_CHUNK = 'resume-pdf-devanagari';
const withDevanagariChunk = (splitChunks) => ({
  ...splitChunks,
  cacheGroups: {
    ...splitChunks?.cacheGroups,
    defaultVendors: {
      test: /[\\/]node_modules[\\/]/i,
      priority: -10,
      reuseExistingChunk: true,
      idHint: 'vendors',
      chunks: (chunk) => chunk.name !== DEVANAGARI_CHUNK,
    },
  },
});

module.exports = (_env, argv) =>
  createRemoteConfigs({ dir: __dirname, mode: argv.mode ?? 'production' }).map((config) => ({
    ...config,
    resolve: { ...config.resolve, alias: { ...config.resolve?.alias, ...UNUSED_BY_PDF, fontkit$: FONTKIT_BROWSER } },
    module: { ...config.module, rules: [...(config.module?.rules ?? []), FONT_FILES] },
    optimization: { ...config.optimization, splitChunks: withDevanagariChunk(config.optimization?.splitChunks) },
  }));

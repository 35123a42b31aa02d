const { createRemoteConfigs } = require('@fintools/shared/build/webpack');

/**
 * jsPDF imports html2canvas, DOMPurify and canvg lazily for its HTML and SVG rendering, which the
 * resume PDF does not use (it draws text itself): built in, they would be ~100 KB of chunks nobody loads.
 */
const UNUSED_BY_JSPDF = { html2canvas: false, dompurify: false, canvg: false };

module.exports = (_env, argv) =>
  createRemoteConfigs({ dir: __dirname, mode: argv.mode ?? 'production' }).map((config) => ({
    ...config,
    resolve: { ...config.resolve, alias: { ...config.resolve?.alias, ...UNUSED_BY_JSPDF } },
  }));

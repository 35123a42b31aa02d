const { createRemoteConfigs } = require('@fintools/shared/build/webpack');

/**
 * Exposes and ./mount come from tools.json; the area's name is its folder's (docs/add-a-tool.md).
 * jsPDF (the rent receipts' PDF) imports html2canvas, DOMPurify and canvg lazily for HTML and SVG rendering,
 * which the receipts do not use (they draw text and lines): built in, they would be ~100 KB of chunks nobody
 * loads. The resume builder aliases them away the same way.
 */
const UNUSED_BY_JSPDF = { html2canvas: false, dompurify: false, canvg: false };

module.exports = (_env, argv) =>
  createRemoteConfigs({ dir: __dirname, mode: argv.mode ?? 'production' }).map((config) => ({
    ...config,
    resolve: { ...config.resolve, alias: { ...config.resolve?.alias, ...UNUSED_BY_JSPDF } },
  }));

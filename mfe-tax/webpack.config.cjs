const { createRemoteConfigs } = require('@fintools/shared/build/webpack');

/** One exposed module per screen: opening a tool downloads only that tool's code (docs/contracts.md). */
const exposes = {
  './mount': './src/mount.tsx',
  './OldRegimeTax': './src/old-regime-tax/old-regime-tax-screen.tsx',
  './NewRegimeTax': './src/new-regime-tax/new-regime-tax-screen.tsx',
  './TaxCompare': './src/tax-compare/tax-compare-screen.tsx',
};

module.exports = (_env, argv) =>
  createRemoteConfigs({ dir: __dirname, mode: argv.mode ?? 'production', name: 'tax', exposes, devPort: 3002 });

module.exports.exposes = exposes;

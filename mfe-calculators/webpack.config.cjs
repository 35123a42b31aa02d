const { createRemoteConfigs } = require('@fintools/shared/build/webpack');

/** One exposed module per screen: opening a tool downloads only that tool's code (DESIGN.md). */
const exposes = {
  './BasicCalculator': './src/basic/basic-calculator-screen.tsx',
  './PercentageCalculator': './src/percentage/percentage-screen.tsx',
  './ValueOfPercentage': './src/percentage/value-of-percentage-screen.tsx',
};

module.exports = (_env, argv) =>
  createRemoteConfigs({ dir: __dirname, mode: argv.mode ?? 'production', name: 'calculators', exposes, devPort: 3001 });

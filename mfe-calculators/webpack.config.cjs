const { createRemoteConfigs } = require('@fintools/shared/build/webpack');

/** One exposed module per screen: opening a tool downloads only that tool's code (docs/contracts.md). */
const exposes = {
  './mount': './src/mount.tsx',
  './BasicCalculator': './src/basic/basic-calculator-screen.tsx',
  './EmiCalculator': './src/loan/emi-calculator-screen.tsx',
  './LoanCalculator': './src/loan/loan-calculator-screen.tsx',
  './FdCalculator': './src/deposits/fd-calculator-screen.tsx',
  './RdCalculator': './src/deposits/rd-calculator-screen.tsx',
  './SipCalculator': './src/deposits/sip-calculator-screen.tsx',
  './TdsCalculator': './src/tds/tds-calculator-screen.tsx',
  './CurrencyConverter': './src/currency/currency-converter-screen.tsx',
  './PercentageCalculator': './src/percentage/percentage-screen.tsx',
  './ValueOfPercentage': './src/percentage/value-of-percentage-screen.tsx',
  './DobCalculator': './src/dates/dob-calculator-screen.tsx',
  './FindDayCalculator': './src/dates/find-day-calculator-screen.tsx',
};

module.exports = (_env, argv) =>
  createRemoteConfigs({ dir: __dirname, mode: argv.mode ?? 'production', name: 'calculators', exposes, devPort: 3001 });

module.exports.exposes = exposes;

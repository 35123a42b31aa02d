const base = require('../jest.config.base.cjs')({ dom: true });

module.exports = {
  ...base,
  transform: {
    ...base.transform,
    '\\.ttf$': '<rootDir>/test/file-url-transform.cjs',
  },
  // The fonts' package is read for its files (above), so Jest must not skip it.
  transformIgnorePatterns: require('../jest.config.base.cjs').esmPackages(['@expo-google-fonts/[^/]+']),
  moduleNameMapper: {
    ...base.moduleNameMapper,
    // Under jsdom Jest picks jsPDF's "browser" build, an ES module it cannot load untransformed; the UMD
    // build is the same browser code as CommonJS.
    '^jspdf$': require.resolve('jspdf/dist/jspdf.umd.min.js'),
  },
};

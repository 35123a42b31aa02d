// Jest's stand-in for src/federation/shared-module-files.ts, whose webpack context only a webpack build can
// run: the same modules and versions, from the functions the remotes' builds use (shared/build/webpack.cjs).
const { sharedModulePaths, sharedModuleVersions, SHARE_GROUPS } = require('../build/webpack.cjs');

module.exports = {
  SHARED_MODULE_LOADERS: Object.fromEntries(
    sharedModulePaths().map((module) => [module, () => Promise.resolve().then(() => require(`../src/${module}`))]),
  ),
  SHARED_MODULE_VERSIONS: sharedModuleVersions(),
  SHARE_GROUPS,
};

const { createRemoteConfigs } = require('@fintools/shared/build/webpack');

/** Exposes and ./mount come from tools.json; the area's name is its folder's (docs/add-a-tool.md). */
module.exports = (_env, argv) => createRemoteConfigs({ dir: __dirname, mode: argv.mode ?? 'production' });

const { createRemoteConfigs } = require('@fintools/shared/build/webpack');

/** Exposes and ./mount come from tools.json: one exposed module per screen (docs/add-a-tool.md). */
module.exports = (_env, argv) =>
  createRemoteConfigs({ dir: __dirname, mode: argv.mode ?? 'production', name: 'media', devPort: 3003 });

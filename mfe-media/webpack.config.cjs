const { createRemoteConfigs } = require('@fintools/shared/build/webpack');

/**
 * One exposed module per screen: opening a tool downloads only that tool's code (docs/contracts.md).
 * fflate is not listed anywhere: Download All imports it dynamically, so it is a chunk of its own that
 * loads only when a visitor asks for a ZIP.
 */
const exposes = {
  './mount': './src/mount.tsx',
  './ImageSearch': './src/image-search/image-search-screen.tsx',
  './VideoSearch': './src/video-search/video-search-screen.tsx',
};

module.exports = (_env, argv) =>
  createRemoteConfigs({ dir: __dirname, mode: argv.mode ?? 'production', name: 'media', exposes, devPort: 3003 });

module.exports.exposes = exposes;

const { createRemoteConfigs } = require('@fintools/shared/build/webpack');

/**
 * One exposed module per screen (docs/contracts.md), plus ./mount for sibling products. react-markdown and the
 * unified/micromark packages under it are imported by the chat screen only, so they download with
 * ./ChatAssistant and never with remoteEntry.js.
 */
const exposes = {
  './mount': './src/mount.tsx',
  './ChatAssistant': './src/chat-assistant/chat-assistant-screen.tsx',
};

module.exports = (_env, argv) =>
  createRemoteConfigs({ dir: __dirname, mode: argv.mode ?? 'production', name: 'chat', exposes, devPort: 3004 });

module.exports.exposes = exposes;

const { createRemoteConfigs } = require('@fintools/shared/build/webpack');

/** One exposed module per screen (docs/contracts.md); the resume remote has one screen. */
const exposes = {
  './mount': './src/mount.tsx',
  './ResumeBuilder': './src/resume-builder/resume-builder-screen.tsx',
};

module.exports = (_env, argv) =>
  createRemoteConfigs({ dir: __dirname, mode: argv.mode ?? 'production', name: 'resume', exposes, devPort: 3005 });

module.exports.exposes = exposes;

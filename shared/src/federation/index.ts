// @fintools/shared/federation: loading remotes at runtime. Imported by hosts (the shell, a remote's
// standalone page, embed.js) and never shared itself: each host page starts the runtime once.
export { createToolLoader, type ToolLoader, type ToolLoaderOptions, type ProvidedShared } from './tool-loader';
export { parseRemoteMap, fetchRemoteMap, type RemoteMap } from './remote-map';
export { providedSharedLibraries } from './provided-shared';
export { startStandalonePage } from './standalone-page';
export { createMount, type Mount, type MountOptions, type ScreenLoaders } from './create-mount';
export { defineFintoolsToolElement } from './fintools-tool-element';

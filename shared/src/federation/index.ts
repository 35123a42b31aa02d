// @fintools/shared/federation: loading remotes at runtime. Imported by hosts (the shell, a remote's
// standalone page, embed.js) and never shared itself: each host page starts the runtime once.
export {
  createToolLoader,
  withTimeLimit,
  TOOL_LOAD_TIME_LIMIT_MS,
  type ToolLoader,
  type ToolLoaderOptions,
  type ProvidedShared,
} from './tool-loader';
export { ToolLoadError, loadFailureCode } from './tool-load-error';
export { createRetryPlugin, RETRY_DELAYS_MS, type RetryPluginOptions } from './retry-plugin';
export {
  parseRemoteMap,
  parseRemoteIntegrity,
  entryScriptUrl,
  remoteGlobalName,
  pickRemoteMap,
  visitorBucket,
  visitorRemoteMap,
  inCanary,
  type RemoteMap,
  type RemoteCanary,
  type RemoteCanaries,
} from './remote-map';
export { fetchRemoteMap, type PublishedRemotes } from './fetch-remote-map';
export { sendRemoteLoadReport } from './load-report';
export { providedSharedLibraries } from './provided-shared';
export { startStandalonePage } from './standalone-page';
export { createMount, type Mount, type MountOptions, type ScreenLoaders } from './create-mount';
export { defineFintoolsToolElement } from './fintools-tool-element';
export { createEmbedApi, loadEmbeddedTool, type FinToolsEmbedApi, type RenderEmbeddedTool } from './embed-api';

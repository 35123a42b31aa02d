// The part of embed.js that a page downloads once, however many embed.js scripts it has: the federation
// runtime, the host's React and @fintools/shared, <fintools-tool> and window.FinTools (embed-entry.ts).
import '../ui/tokens.css';
import type { RemoteName } from '../catalog/tools';
import { gatewayUrl, setGatewayBase } from '../platform/gateway-url';
import { createEmbedApi, type EmbedHostHandle, type FinToolsEmbedApi } from './embed-api';
import { defineFintoolsToolElement } from './fintools-tool-element';
import { sendRemoteLoadReport } from './load-report';
import { providedSharedLibraries } from './provided-shared';
import { createToolLoader } from './tool-loader';

/**
 * Starts the page's one federation host with the remotes whose embed.js ran so far (later ones call
 * `addRemote` on the handle): provides its React and shared modules, defines the element, and returns
 * the handle the page keeps, plus the API behind `window.FinTools`.
 */
export function startEmbedHost(
  remotes: ReadonlyArray<readonly [RemoteName, string]>,
  gatewayBase: string,
): EmbedHostHandle & { api: FinToolsEmbedApi } {
  setGatewayBase(gatewayBase);
  const loader = createToolLoader({
    hostName: 'fintools-embed',
    remotes: Object.fromEntries(remotes),
    shared: providedSharedLibraries(),
    // <fintools-tool name="tax-compare"> may connect before the tax embed.js below it has run.
    waitForUnknownRemotes: true,
    onLoad: (report) => sendRemoteLoadReport(report, gatewayUrl('/').href),
  });
  defineFintoolsToolElement(() => loader);
  return { loader, setGatewayBase, api: createEmbedApi(loader) };
}

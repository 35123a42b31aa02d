// The part of embed.js that a page downloads once, however many embed.js scripts it has: the federation
// runtime, the host's React and @fintools/shared, <fintools-tool> and window.FinTools (embed-entry.ts).
import '../ui/tokens.css';
import { gatewayUrl, setGatewayBase } from '../platform/gateway-url';
import {
  createEmbedApi,
  type AreaOfTool,
  type EmbeddedRemote,
  type EmbedHostHandle,
  type FinToolsEmbedApi,
} from './embed-api';
import { defineFintoolsToolElement } from './fintools-tool-element';
import { sendRemoteLoadReport } from './load-report';
import { providedSharedLibraries } from './provided-shared';
import { fetchRemoteMap } from './fetch-remote-map';
import { createToolLoader } from './tool-loader';

/**
 * Which area serves each tool id, from the ids every embed.js on the page brings. An id not known yet is
 * waited for until the page has loaded (every embed.js in its markup has run by then), then it is unknown.
 */
function toolAreas(): { add: (area: string, tools: readonly string[]) => void; areaOf: AreaOfTool } {
  const areas = new Map<string, string>();
  const pageLoaded = new Promise<void>((resolve) => {
    if (document.readyState === 'complete') resolve();
    else window.addEventListener('load', () => resolve(), { once: true });
  });
  const waiting = new Set<() => void>();
  return {
    add(area, tools) {
      for (const id of tools) if (!areas.has(id)) areas.set(id, area);
      for (const wake of waiting) wake();
    },
    async areaOf(id) {
      while (!areas.has(id)) {
        let wake = () => undefined as void;
        const added = new Promise<'added'>((resolve) => (wake = () => resolve('added')));
        waiting.add(wake);
        const why = await Promise.race([added, pageLoaded.then(() => 'loaded' as const)]);
        waiting.delete(wake);
        if (why === 'loaded' && !areas.has(id)) return undefined;
      }
      return areas.get(id);
    },
  };
}

/** How long embedded tools wait for the gateway's remote map before loading without its hashes. */
const MAP_TIME_LIMIT_MS = 5000;

/**
 * The hashes the gateway publishes for released builds (docs/decisions/017-only-released-code-runs.md), so
 * an embedded tool runs only the released bytes, as in the shell. None when the map cannot be read (no
 * gateway at the script's origin and no data-gateway, or the gateway down): the files then load unchecked,
 * as the gateway's own embedded builds, which no release recorded, always do.
 */
async function releasedHashes(preview: string | undefined): Promise<Record<string, string>> {
  const map = gatewayUrl('/remotes.json');
  if (preview) map.searchParams.set('preview', preview);
  try {
    return (await fetchRemoteMap(map.href, AbortSignal.timeout(MAP_TIME_LIMIT_MS))).integrity;
  } catch {
    return {};
  }
}

/**
 * Starts the page's one federation host with the remotes whose embed.js ran so far (later ones call
 * `addRemote` on the handle): provides its React and shared modules, defines the element, and returns
 * the handle the page keeps, plus the API behind `window.FinTools`.
 */
export function startEmbedHost(
  remotes: readonly EmbeddedRemote[],
  gatewayBase: string,
  /** The browser's preview token, for the hashes of a preview's build (the gateway's stub hands it on). */
  preview?: string,
): EmbedHostHandle & { api: FinToolsEmbedApi } {
  setGatewayBase(gatewayBase);
  const areas = toolAreas();
  for (const [area, , tools] of remotes) areas.add(area, tools);
  const loader = createToolLoader({
    hostName: 'fintools-embed',
    remotes: Object.fromEntries(remotes.map(([area, entry]) => [area, entry])),
    shared: providedSharedLibraries(),
    waitForUnknownRemotes: true,
    integrity: releasedHashes(preview),
    onLoad: (report) => sendRemoteLoadReport(report, gatewayUrl('/').href),
  });
  defineFintoolsToolElement(() => loader, areas.areaOf);
  return {
    loader: {
      addRemote(area, entry, tools = []) {
        loader.addRemote(area, entry);
        areas.add(area, tools);
      },
    },
    setGatewayBase,
    api: createEmbedApi(loader, areas.areaOf),
  };
}

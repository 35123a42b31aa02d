// embed.js: what a sibling product's page loads per tool area (docs/embedding.md). Kept tiny on purpose:
// the first embed.js on a page loads the host (runtime, React, <fintools-tool>; embed-host.ts) from one
// chunk beside it; every later one only adds its remote to that host. So a page with the calculators
// and the tax embed.js downloads one React, not one per script (each used to carry its own ~105 KB).
// Nothing but types is imported here: anything imported would be in every embed.js.
import type { EmbeddedRemote, EmbedHostHandle, FinToolsEmbedApi } from './embed-api';

declare const __FINTOOLS_REMOTE__: string;
/** The ids of this remote's tools, from its tools.json (shared/build/webpack.cjs). */
declare const __FINTOOLS_TOOL_IDS__: string[];

interface EmbedPage {
  __fintoolsEmbed?: EmbedHostHandle;
  FinTools?: FinToolsEmbedApi;
}

const script = document.currentScript as HTMLScriptElement | null;
const scriptUrl = script?.src ?? window.location.href;
const remoteEntry = new URL('remoteEntry.js', scriptUrl).href;
// Tools call /api/* on the gateway that served this script, not on the embedding page's origin; a page
// whose remotes live on a static host names its gateway with data-gateway on the script tag.
const gateway = script?.dataset.gateway;
// The browser's preview link token, when the gateway's stub runs a preview (gateway/src/live-embed.ts): the hashes
// of the preview's build are read with it, since this page's fetch carries no cookie of the gateway's.
const preview = script?.dataset.preview;

const page = globalThis as EmbedPage;
if (page.__fintoolsEmbed) {
  page.__fintoolsEmbed.loader.addRemote(__FINTOOLS_REMOTE__, remoteEntry, __FINTOOLS_TOOL_IDS__);
  if (gateway) page.__fintoolsEmbed.setGatewayBase(gateway);
} else {
  // Until the host has arrived, later scripts queue their remotes here.
  const remotes: EmbeddedRemote[] = [[__FINTOOLS_REMOTE__, remoteEntry, __FINTOOLS_TOOL_IDS__]];
  let gatewayBase = gateway ?? new URL(scriptUrl).origin;
  page.__fintoolsEmbed = {
    loader: { addRemote: (remote, entry, tools = []) => void remotes.push([remote, entry, tools]) },
    setGatewayBase: (base) => void (gatewayBase = base),
  };
  // The gateway's /mfe/<area>/embed.js hands on the release's hashes of this build's other scripts (the host
  // chunk; live-embed.ts): webpack appends that chunk's <script> to the head itself, so it gets its hash there.
  // The same wrap as tool-loader.ts guardHeadScripts, written small here: importing it would put the loader in
  // every embed.js, and it is installed only by the host this chunk brings.
  let hashes: Record<string, string> = {};
  try {
    hashes = JSON.parse(script?.dataset.integrity ?? '{}') as Record<string, string>;
  } catch {
    // a page's own data-integrity that is not ours: no hashes, as for a per-release URL
  }
  const append = document.head.appendChild;
  document.head.appendChild = function <T extends Node>(this: HTMLHeadElement, node: T): T {
    const hash = node instanceof HTMLScriptElement ? hashes[node.src.replace(/[?#].*$/, '').replace(/^.*\//, '')] : '';
    if (hash && node instanceof HTMLScriptElement) {
      node.integrity = hash;
      node.crossOrigin = 'anonymous';
    }
    return append.call(this, node) as T;
  };
  const host = import(/* webpackChunkName: "embed-host" */ './embed-host')
    .finally(() => void (document.head.appendChild = append))
    .then(({ startEmbedHost }) => {
      const started = startEmbedHost(remotes, gatewayBase, preview);
      page.__fintoolsEmbed = started;
      return started.api;
    });
  // window.FinTools exists as soon as the script has run, as before; mount waits for the host.
  page.FinTools = { mount: async (element, options) => (await host).mount(element, options) };
  host.catch(() => {
    // A refused host chunk may be a swapped copy the browser cached (hashed names are kept for a year): read
    // it again past that cache, so once its host is fixed the next load works (as tool-loader.ts readSha384).
    for (const name of Object.keys(hashes)) {
      fetch(new URL(name, scriptUrl), { cache: 'reload', mode: 'cors', credentials: 'omit' }).catch(() => undefined);
    }
    // The host did not arrive even after its retries: say so where the tools would be.
    for (const element of Array.from(document.querySelectorAll('fintools-tool'))) {
      element.textContent = 'This tool is temporarily unavailable.';
    }
  });
}

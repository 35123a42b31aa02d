// embed.js: the runtime loader plus <fintools-tool> and window.FinTools.mount, for pages that are not
// the FinTools shell. Built once per remote; the remote's remoteEntry.js is the file beside this script.
import '../ui/tokens.css';
import type { RemoteName } from '../catalog/tools';
import { setGatewayBase } from '../platform/gateway-url';
import { createEmbedApi, type FinToolsEmbedApi } from './embed-api';
import { defineFintoolsToolElement } from './fintools-tool-element';
import { providedSharedLibraries } from './provided-shared';
import { createToolLoader, type ToolLoader } from './tool-loader';

declare const __FINTOOLS_REMOTE__: RemoteName;

const script = document.currentScript as HTMLScriptElement | null;
const scriptUrl = script?.src ?? window.location.href;
const remoteEntry = new URL('remoteEntry.js', scriptUrl).href;
// Tools call /api/* on the gateway that served this script, not on the embedding page's origin; a page
// whose remotes live on a static host names its gateway with data-gateway on the script tag.
const gateway = script?.dataset.gateway;

/** What the first embed.js on a page leaves for the others. */
interface EmbedPage {
  __fintoolsEmbed?: { loader: ToolLoader; setGatewayBase: (base: string) => void };
  FinTools?: FinToolsEmbedApi;
}

// Several embed.js scripts on one page (say calculators and tax) share one federation host: the first
// starts the runtime, provides its React and @fintools/shared, and defines the element; the others only
// add their remote (their own bundled copies stay unused, so every tool shares one React).
const page = globalThis as EmbedPage;
if (page.__fintoolsEmbed) {
  page.__fintoolsEmbed.loader.addRemote(__FINTOOLS_REMOTE__, remoteEntry);
  if (gateway) page.__fintoolsEmbed.setGatewayBase(gateway);
} else {
  setGatewayBase(gateway ?? new URL(scriptUrl).origin);
  const loader = createToolLoader({
    hostName: 'fintools-embed',
    remotes: { [__FINTOOLS_REMOTE__]: remoteEntry },
    shared: providedSharedLibraries(),
    // <fintools-tool name="tax-compare"> may connect before the tax embed.js below it has run.
    waitForUnknownRemotes: true,
  });
  page.__fintoolsEmbed = { loader, setGatewayBase };
  page.FinTools = createEmbedApi(loader);
  defineFintoolsToolElement(() => loader);
}

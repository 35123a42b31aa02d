// embed.js: the runtime loader plus <fintools-tool>, for pages that are not the FinTools shell.
// Built once per remote; the remote's manifest is the file beside this script.
import '../ui/tokens.css';
import type { RemoteName } from '../catalog/tools';
import { setGatewayBase } from '../platform/gateway-url';
import { defineFintoolsToolElement } from './fintools-tool-element';
import { providedSharedLibraries } from './provided-shared';
import { createToolLoader, type ToolLoader } from './tool-loader';

declare const __FINTOOLS_REMOTE__: RemoteName;

const script = document.currentScript as HTMLScriptElement | null;
const manifest = new URL('mf-manifest.json', script?.src ?? window.location.href).href;

// Tools call /api/* on the gateway that served this script, not on the embedding page's origin; a page
// whose remotes live on a static host names its gateway with data-gateway on the script tag.
setGatewayBase(script?.dataset.gateway ?? new URL(script?.src ?? window.location.href).origin);

// Several embed.js scripts on one page (say calculators and tax) share one federation host: the first
// starts the runtime and defines the element, the others add their remote to it.
const host = globalThis as { __fintoolsEmbedLoader?: ToolLoader };
if (host.__fintoolsEmbedLoader) {
  host.__fintoolsEmbedLoader.addRemote(__FINTOOLS_REMOTE__, manifest);
} else {
  const loader = createToolLoader({
    hostName: 'fintools-embed',
    remotes: { [__FINTOOLS_REMOTE__]: manifest },
    shared: providedSharedLibraries(),
  });
  host.__fintoolsEmbedLoader = loader;
  defineFintoolsToolElement(() => loader);
}

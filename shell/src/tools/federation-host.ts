// Loaded with the first tool route only: the dashboard pays nothing for federation (docs/contracts.md).
import {
  createToolLoader,
  parseRemoteMap,
  providedSharedLibraries,
  type RemoteMap,
  type ToolLoader,
} from '@fintools/shared/federation';
import { REMOTE_MAP_ELEMENT_ID } from '@fintools/shared/federation/remote-map';

let loader: Promise<ToolLoader> | undefined;

/** Fetches and parses `remotes.json`, asking the server every time: a deploy may have moved a remote. */
async function fetchRemoteMap(url: string): Promise<RemoteMap> {
  const response = await fetch(url, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`remotes.json answered ${response.status}`);
  return parseRemoteMap(await response.json(), response.url || url);
}

/**
 * The remote map the gateway wrote into this page (the same JSON as /remotes.json, current as of this
 * page load); undefined when the page has none or it does not parse, and then the shell fetches it.
 */
function inlineRemoteMap(): RemoteMap | undefined {
  const text = document.getElementById(REMOTE_MAP_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    return parseRemoteMap(JSON.parse(text), window.location.href);
  } catch {
    return undefined;
  }
}

/** The page's remote map, or else the `remotes.json` served beside the shell. */
function remoteMap(): Promise<RemoteMap> {
  const inline = inlineRemoteMap();
  return inline ? Promise.resolve(inline) : fetchRemoteMap(new URL('/remotes.json', window.location.href).href);
}

/** The page's one federation host, created on first use. */
export function toolLoader(): Promise<ToolLoader> {
  loader ??= remoteMap()
    .then((remotes) => createToolLoader({ hostName: 'shell', remotes, shared: providedSharedLibraries() }))
    .catch((error: unknown) => {
      // Let the next attempt (Retry) ask for remotes.json again.
      loader = undefined;
      throw error;
    });
  return loader;
}

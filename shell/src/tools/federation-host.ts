// Loaded with the first tool route only: the dashboard pays nothing for federation (docs/contracts.md).
import {
  createToolLoader,
  parseRemoteMap,
  providedSharedLibraries,
  type RemoteMap,
  type ToolLoader,
} from '@fintools/shared/federation';

let loader: Promise<ToolLoader> | undefined;

/** Fetches and parses `remotes.json`, asking the server every time: a deploy may have moved a remote. */
async function fetchRemoteMap(url: string): Promise<RemoteMap> {
  const response = await fetch(url, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`remotes.json answered ${response.status}`);
  return parseRemoteMap(await response.json(), response.url || url);
}

/** The page's one federation host, created on first use from the `remotes.json` served beside the shell. */
export function toolLoader(): Promise<ToolLoader> {
  loader ??= fetchRemoteMap(new URL('/remotes.json', window.location.href).href)
    .then((remotes) => createToolLoader({ hostName: 'shell', remotes, shared: providedSharedLibraries() }))
    .catch((error: unknown) => {
      // Let the next attempt (Retry) ask for remotes.json again.
      loader = undefined;
      throw error;
    });
  return loader;
}

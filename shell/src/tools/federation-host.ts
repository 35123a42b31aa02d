// Loaded with the first tool route only: the dashboard pays nothing for federation (docs/contracts.md).
import {
  createToolLoader,
  parseRemoteMap,
  providedSharedLibraries,
  sendRemoteLoadReport,
  visitorBucket,
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

/** localStorage, or nothing where the browser refuses it (some privacy modes throw on access). */
function browserStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

function remotesUrl(): string {
  const url = new URL('/remotes.json', window.location.href);
  url.searchParams.set('bucket', String(visitorBucket(browserStorage())));
  return url.href;
}

/**
 * The page's one federation host, created on first use from the `remotes.json` served beside the shell.
 * The visitor's canary bucket goes with the request, so the gateway answers with the builds of the
 * visitor's group (the live one, or a canary being tried on a share of visitors; docs/deploy.md).
 */
export function toolLoader(): Promise<ToolLoader> {
  loader ??= fetchRemoteMap(remotesUrl())
    .then((remotes) =>
      createToolLoader({
        hostName: 'shell',
        remotes,
        shared: providedSharedLibraries(),
        onLoad: sendRemoteLoadReport,
      }),
    )
    .catch((error: unknown) => {
      // Let the next attempt (Retry) ask for remotes.json again.
      loader = undefined;
      throw error;
    });
  return loader;
}

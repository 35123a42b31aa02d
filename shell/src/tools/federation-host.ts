// Loaded with the first tool route only: the dashboard pays nothing for federation (docs/contracts.md).
import {
  createToolLoader,
  fetchRemoteMap,
  parseRemoteIntegrity,
  providedSharedLibraries,
  sendRemoteLoadReport,
  visitorBucket,
  visitorRemoteMap,
  type PublishedRemotes,
  type ToolLoader,
} from '@fintools/shared/federation';
import { REMOTE_MAP_ELEMENT_ID } from '@fintools/shared/federation/remote-map';

let loader: Promise<ToolLoader> | undefined;

/** localStorage, or nothing where the browser refuses it (some privacy modes throw on access). */
function browserStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/**
 * The remote map the gateway wrote into this page (the live map and any canaries, current as of this
 * page load), resolved for this visitor's bucket; undefined when the page has none or it does not
 * parse, and then the shell fetches /remotes.json.
 */
function inlineRemoteMap(bucket: number): PublishedRemotes | undefined {
  const text = document.getElementById(REMOTE_MAP_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    const body = JSON.parse(text) as unknown;
    return {
      remotes: visitorRemoteMap(body, window.location.href, bucket),
      integrity: parseRemoteIntegrity(body, window.location.href),
    };
  } catch {
    return undefined;
  }
}

/** Whether a first attempt has already used the page's map: a Retry asks the server, since a deploy may have moved a remote. */
let inlineMapUsed = false;

/**
 * The page's remote map on the first attempt, else the `remotes.json` served beside the shell. The
 * visitor's canary bucket picks the builds either way, so the visitor gets the live build or a canary
 * being tried on a share of visitors (docs/deploy.md).
 */
function remoteMap(): Promise<PublishedRemotes> {
  const bucket = visitorBucket(browserStorage());
  const inline = inlineMapUsed ? undefined : inlineRemoteMap(bucket);
  inlineMapUsed = true;
  if (inline) return Promise.resolve(inline);
  const url = new URL('/remotes.json', window.location.href);
  url.searchParams.set('bucket', String(bucket));
  return fetchRemoteMap(url.href);
}

/** The page's one federation host, created on first use. */
export function toolLoader(): Promise<ToolLoader> {
  loader ??= remoteMap()
    .then(({ remotes, integrity }) =>
      createToolLoader({
        hostName: 'shell',
        remotes,
        integrity,
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

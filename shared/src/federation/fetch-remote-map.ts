// Browser only: the gateway compiles remote-map.ts with Node's fetch types, which have no `cache` option.
import { parseRemoteIntegrity, parseRemoteMap, type RemoteMap } from './remote-map';

/** A remote map as a host reads it: each area's build, and the hashes their releases recorded. */
export interface PublishedRemotes {
  remotes: RemoteMap;
  integrity: Record<string, string>;
}

/**
 * Fetches and reads a `remotes.json`, asking the server every time (a release may have moved a remote):
 * the shell when its page carries no map or on a Retry, embed.js for the hashes of released builds.
 */
export async function fetchRemoteMap(url: string, signal?: AbortSignal): Promise<PublishedRemotes> {
  const response = await fetch(url, { cache: 'no-cache', signal });
  if (!response.ok) throw new Error(`remotes.json answered ${response.status}`);
  const body = (await response.json()) as unknown;
  const base = response.url || url;
  return { remotes: parseRemoteMap(body, base), integrity: parseRemoteIntegrity(body, base) };
}

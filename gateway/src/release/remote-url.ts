/**
 * The one check every URL passes before it can enter the live remote map: `pnpm release`'s argument, each
 * release read back from the stored map (file or Redis) and REMOTE_<AREA>_URL. A URL in the map ends up in
 * the content security policy (its origin), in every page and in /remotes.json, so one bad value must never
 * reach them: helmet refuses a CSP whose origin holds `,` or `;` (every route would answer 500), and a
 * "path" that the browser resolves to another host (`/\host/…`, `//host/…`) is both unsafe and missing
 * from the CSP, so every visitor's tools of that remote fail.
 */

/** Longer than any real manifest URL; the map travels in every page. */
export const MAX_REMOTE_URL_LENGTH = 1000;

/** A DNS host name (letters, digits, hyphens between dots) or an IPv4 address. */
const HOST_NAME = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)*[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
/** An IPv6 address as URL.hostname gives it: in brackets, hex digits, colons and dots only. */
const IPV6_HOST = /^\[[0-9a-f:.]+\]$/;
/** Spaces and control characters: the URL parser drops some of them silently (`/\t/host` becomes `//host`). */
function hasSpaceOrControl(value: string): boolean {
  return [...value].some((char) => char.charCodeAt(0) <= 0x20 || char.charCodeAt(0) === 0x7f || /\s/.test(char));
}

/** What a same-origin path is resolved against to prove it stays on our origin. */
const HERE = 'http://gateway.invalid';

/**
 * Why `value` cannot be a remote's URL in the map, or undefined when it can: an absolute http(s) URL with a
 * plain host name and no credentials, or a path on the gateways ("/mfe/tax/mf-manifest.json") that stays
 * on the gateways' origin.
 * @example remoteUrlProblem('https://cdn.example/tax/v5/mf-manifest.json?v=5') // undefined
 * @example remoteUrlProblem('/\\other-host/tax/mf-manifest.json') // 'it holds a backslash, …'
 * @example remoteUrlProblem('https://a,b.example/mf-manifest.json') // 'its host "a,b.example" is not a host name'
 */
export function remoteUrlProblem(value: string): string | undefined {
  if (value.length === 0) return 'it is empty';
  if (value.length > MAX_REMOTE_URL_LENGTH) return `it is longer than ${MAX_REMOTE_URL_LENGTH} characters`;
  if (value.includes('\\')) return 'it holds a backslash, which browsers read as a slash';
  if (hasSpaceOrControl(value)) return 'it holds a space or a control character';
  if (value.startsWith('/')) {
    if (value.startsWith('//')) return 'a path must not start with //: browsers read it as another host';
    let resolved: URL;
    try {
      resolved = new URL(value, HERE);
    } catch {
      return 'it is not a valid path';
    }
    return resolved.origin === HERE ? undefined : 'the path leads to another host';
  }
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'it is not an absolute URL';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'it is not an http(s) URL';
  if (url.username || url.password || /^[a-z]+:\/\/[^/?#]*@/i.test(value)) return 'it holds credentials';
  if (!HOST_NAME.test(url.hostname) && !IPV6_HOST.test(url.hostname)) {
    return `its host "${url.hostname}" is not a host name`;
  }
  return undefined;
}

/**
 * A URL as the map stores and shows it: what a browser would fetch, with dot segments (`..`, `%2e%2e`) resolved,
 * the host in lower case and a default port dropped, so `--status` names the build that runs. Only for a value
 * remoteUrlProblem accepts.
 * @example normalizeRemoteUrl('https://CDN.example:443/tax/v5/%2e%2e/v9/mf-manifest.json') // 'https://cdn.example/tax/v9/mf-manifest.json'
 * @example normalizeRemoteUrl('/mfe/tax/./v2/../mf-manifest.json') // '/mfe/tax/mf-manifest.json'
 */
export function normalizeRemoteUrl(value: string): string {
  if (value.startsWith('/')) {
    const resolved = new URL(value, HERE);
    return `${resolved.pathname}${resolved.search}${resolved.hash}`;
  }
  return new URL(value).href;
}

/** Whether `value` may be a remote's URL in the map (remoteUrlProblem finds nothing). */
export function isRemoteUrl(value: string): boolean {
  return remoteUrlProblem(value) === undefined;
}

/**
 * An origin fit for the content security policy (scheme, host name, port): the last guard before helmet,
 * which answers 500 for every route when a directive value holds `,` or `;`.
 */
export function isCspOrigin(origin: string): boolean {
  const match = /^https?:\/\/([^/:]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/.exec(origin);
  return match !== null && (HOST_NAME.test(match[1]!) || IPV6_HOST.test(match[1]!));
}

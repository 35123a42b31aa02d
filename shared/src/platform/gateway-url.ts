/**
 * Where the gateway's `/api/*` lives. In the shell (and on a remote's own page) that is the page's own
 * origin; a tool embedded in a sibling product's page must still call the FinTools gateway, so
 * embed.js points this at its own origin. One setting per page: @fintools/shared is a singleton.
 */
let gatewayBase: string | undefined;

/** Sets the gateway's origin for every tool on this page (embed.js does this). */
export function setGatewayBase(base: string | undefined): void {
  gatewayBase = base;
}

/**
 * The URL of a gateway path, e.g. `gatewayUrl('/api/rates')`.
 * @example setGatewayBase('https://fintools.example'); gatewayUrl('/api/rates').href // 'https://fintools.example/api/rates'
 */
export function gatewayUrl(path: string): URL {
  // globalThis, not window: the gateway (Node, no DOM types) also compiles this package.
  const pageHref = (globalThis as { location?: { href: string } }).location?.href;
  const base = gatewayBase ?? pageHref;
  if (!base) throw new Error('gatewayUrl needs a page (or setGatewayBase) to resolve against');
  return new URL(path, base);
}

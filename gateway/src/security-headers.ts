import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fastifyHelmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import helmet from 'helmet';
import { START_SCRIPT_HASH } from '@fintools/shared/build/start-after-first-paint';
import { originOf, type GatewayConfig } from './config';
import { isCspOrigin } from './release/remote-url';

type DirectiveValue = string | ((request: unknown, response: unknown) => string);
type Directives = Record<string, DirectiveValue[]>;
/**
 * The origins of the remotes one answer's page may load (LiveSnapshot `origins`: the advertised builds, and a
 * preview's host for the browser in that preview), read per answer from the raw request helmet hands over.
 */
type RemoteOrigins = (request?: IncomingMessage) => string[];

/** Origins of the starting map's remotes on other hosts (REMOTE_*_URL); embedded remotes are 'self'. */
export function remoteOrigins(config: GatewayConfig): string[] {
  const origins = Object.values(config.remoteUrls)
    .map(originOf)
    .filter((origin): origin is string => origin !== undefined);
  return unique(origins);
}

/** Where the browser loads pictures and video files from, and may fetch them as blobs for download. */
export function mediaOrigins(config: GatewayConfig): string[] {
  return unique([...config.mediaAssetOrigins, new URL(config.mediaBaseUrl).origin]);
}

/**
 * The content security policy. Scripts come only from us and the remotes we advertise: no `*`, no
 * 'unsafe-eval', and no inline script but the shell page's own start script, allowed by its hash
 * (shared/build/start-after-first-paint.cjs: it runs the shell's scripts once the page has painted).
 * The remote origins are read per answer, because a release moves a remote while the gateway runs.
 * Inline styles stay allowed because each remote's CSS travels in its JavaScript and is put into the page as
 * <style> elements (shared/build/inject-css.mjs in production, style-loader in development), and the charts
 * write style attributes.
 */
export function cspDirectives(config: GatewayConfig, origins: RemoteOrigins = () => remoteOrigins(config)): Directives {
  // Helmet calls a function value for every answer and joins the values with spaces. 'self' is in the
  // same value as the remotes, so no remotes (all on our origin) is not an empty value between two spaces.
  // Only origins fit for a CSP: one stray `,` or `;` would make helmet refuse every answer (HTTP 500).
  const selfAndRemotes = (request: unknown): string =>
    ["'self'", ...origins(request as IncomingMessage | undefined).filter(isCspOrigin)].join(' ');
  const media = mediaOrigins(config);
  return {
    'default-src': ["'self'"],
    'script-src': [selfAndRemotes, START_SCRIPT_HASH],
    // A remote that extracts its CSS, or ships an image, serves those from its own origin.
    'style-src': [selfAndRemotes, "'unsafe-inline'"],
    'img-src': [selfAndRemotes, 'data:', 'blob:', ...media],
    'media-src': ["'self'", 'data:', 'blob:', ...media],
    // The federation runtime fetches remote manifests; the media screens fetch pictures to download them.
    'connect-src': [selfAndRemotes, ...media],
    'font-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'"],
  };
}

/**
 * Headers that only mean something on a document: the page's CSP, framing, opener and referrer rules,
 * HSTS (the page that loads a script carries it). Sent on every script and stylesheet they cost more
 * than the federation runtime itself (~1.3 KB per response, ~20 files per tool page) and do nothing.
 * What a script or stylesheet does need stays: nosniff, CORP/CORS, caching.
 */
export const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'strict-transport-security',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
] as const;

/** Scripts and stylesheets: never a document (an SVG or a JSON answer opened in a tab can be one). */
const SUBRESOURCE_TYPE = /^(?:application|text)\/(?:javascript|css)\b/;

function helmetOptions(config: GatewayConfig, origins?: RemoteOrigins): FastifyHelmetOptions {
  return {
    contentSecurityPolicy: {
      // Helmet's defaults add upgrade-insecure-requests, which breaks plain-http local use; list everything.
      useDefaults: false,
      directives: cspDirectives(config, origins),
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Same-origin by default; the remote assets under /mfe/ opt into cross-origin in static-files.ts.
    crossOriginResourcePolicy: { policy: 'same-origin' },
    // Sites embedding a remote do not send CORP-opted resources of their own; don't require it of them.
    crossOriginEmbedderPolicy: false,
  };
}

export async function registerSecurityHeaders(
  app: FastifyInstance,
  config: GatewayConfig,
  origins: RemoteOrigins,
): Promise<void> {
  await app.register(fastifyHelmet, helmetOptions(config, origins));
  // Helmet writes to the raw response for every request; take the document-only ones back off scripts
  // and stylesheets. /api/* keeps them all.
  app.addHook('onSend', async (request, reply, payload) => {
    const type = String(reply.getHeader('content-type') ?? '');
    if (SUBRESOURCE_TYPE.test(type) && !request.url.startsWith('/api/')) {
      for (const header of DOCUMENT_ONLY_HEADERS) reply.raw.removeHeader(header);
    }
    return payload;
  });
}

/**
 * The same headers as a plain map, for the answers Fastify gives before any hook runs (a URL it cannot
 * decode): helmet writes them onto a stand-in response once, at start-up (so with the starting map's
 * remote origins: those answers are JSON errors, which load no script).
 */
export function securityHeaders(config: GatewayConfig): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: unknown) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  // The plugin and the package describe the same options with two copies of helmet's types.
  const setHeaders = helmet(helmetOptions(config) as Parameters<typeof helmet>[0]) as unknown as (
    request: object,
    response: object,
    next: (error?: unknown) => void,
  ) => void;
  setHeaders({}, response, (error) => {
    if (error) throw error;
  });
  return headers;
}

function unique(values: string[]): string[] {
  return [...new Set(values)];
}

import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import { REMOTE_NAMES } from '@fintools/shared';
import { originOf, type GatewayConfig } from './config';

type Directives = Record<string, string[]>;

/** Origins of the remotes configured elsewhere (REMOTE_*_URL); embedded remotes are 'self'. */
export function remoteOrigins(config: GatewayConfig): string[] {
  const origins = REMOTE_NAMES.map((name) => config.remoteUrls[name])
    .filter((url): url is string => url !== undefined)
    .map(originOf)
    .filter((origin): origin is string => origin !== undefined);
  return unique(origins);
}

/** Where the browser loads pictures and video files from, and may fetch them as blobs for download. */
export function mediaOrigins(config: GatewayConfig): string[] {
  return unique([...config.mediaAssetOrigins, new URL(config.mediaBaseUrl).origin]);
}

/**
 * The content security policy. Scripts come only from us and the remotes we were told about: no `*`,
 * no 'unsafe-eval', no inline script. Inline styles stay allowed because style-loader and the charts
 * write style attributes and <style> tags.
 */
export function cspDirectives(config: GatewayConfig): Directives {
  const remotes = remoteOrigins(config);
  const media = mediaOrigins(config);
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...remotes],
    // A remote that extracts its CSS, or ships an image, serves those from its own origin.
    'style-src': ["'self'", "'unsafe-inline'", ...remotes],
    'img-src': ["'self'", 'data:', 'blob:', ...media, ...remotes],
    'media-src': ["'self'", 'data:', 'blob:', ...media],
    // The federation runtime fetches remote manifests; the media screens fetch pictures to download them.
    'connect-src': ["'self'", ...remotes, ...media],
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

export async function registerSecurityHeaders(app: FastifyInstance, config: GatewayConfig): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      // Helmet's defaults add upgrade-insecure-requests, which breaks plain-http local use; list everything.
      useDefaults: false,
      directives: cspDirectives(config),
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Same-origin by default; the remote assets under /mfe/ opt into cross-origin in static-files.ts.
    crossOriginResourcePolicy: { policy: 'same-origin' },
    // Sites embedding a remote do not send CORP-opted resources of their own; don't require it of them.
    crossOriginEmbedderPolicy: false,
  });
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

function unique(values: string[]): string[] {
  return [...new Set(values)];
}

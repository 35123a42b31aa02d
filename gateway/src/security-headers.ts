import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import type { GatewayConfig } from './config';

/** Where the browser loads pictures and video files from, and may fetch them as blobs for download. */
export function mediaOrigins(config: GatewayConfig): string[] {
  return unique([...config.mediaAssetOrigins, new URL(config.mediaBaseUrl).origin]);
}

type DirectiveValue = string | ((request: unknown, response: unknown) => string);

/**
 * The content security policy. Scripts come only from us and the remotes we advertise: no `*`, no
 * 'unsafe-eval', no inline script. The remote origins are read per answer (`remoteOrigins`), because a
 * release moves a remote while the gateway runs. Inline styles stay allowed because style-loader and the
 * charts write style attributes and <style> tags.
 */
export function cspDirectives(config: GatewayConfig, remoteOrigins: () => string[]): Record<string, DirectiveValue[]> {
  // Helmet calls a function value for every answer and joins the values with spaces.
  const remotes = [(): string => remoteOrigins().join(' ')];
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

export async function registerSecurityHeaders(
  app: FastifyInstance,
  config: GatewayConfig,
  remoteOrigins: () => string[],
): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      // Helmet's defaults add upgrade-insecure-requests, which breaks plain-http local use; list everything.
      useDefaults: false,
      directives: cspDirectives(config, remoteOrigins),
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Same-origin by default; the remote assets under /mfe/ opt into cross-origin in static-files.ts.
    crossOriginResourcePolicy: { policy: 'same-origin' },
    // Sites embedding a remote do not send CORP-opted resources of their own; don't require it of them.
    crossOriginEmbedderPolicy: false,
  });
}

function unique(values: string[]): string[] {
  return [...new Set(values)];
}

import type { FastifyError, FastifyInstance } from 'fastify';
import { UpstreamError } from './upstream';

/** An answer for the client that is its own doing (400, 413) or a known state of ours (503). */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** Headers the answer needs, e.g. `Retry-After` on a 429 or 503. */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export function badRequest(message: string): HttpError {
  return new HttpError(400, message);
}

/**
 * Every error leaves as JSON `{ error }`. Anything a client can send maps to a 4xx; an outside service's
 * failure to 502 with a message that names the service; only our own bugs give 500.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError | UpstreamError, request, reply) => {
    if (error instanceof UpstreamError) {
      // The message only: never the provider's body, never our request headers.
      request.log.warn({ failure: error.failure, status: error.status }, error.message);
      return reply.code(502).send({ error: error.message });
    }
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).headers(error.headers).send({ error: error.message });
    }

    const code = 'code' in error ? error.code : undefined;
    if (code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply.code(413).send({ error: 'The request body is too large' });
    }
    if (code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      // Fastify says 415; the contract promises 400 for any malformed request.
      return reply.code(400).send({ error: 'Send the body as JSON with Content-Type: application/json' });
    }
    const status = error.statusCode;
    if (status !== undefined && status >= 400 && status < 500) {
      return reply.code(status).send({ error: error.message });
    }

    request.log.error({ err: error }, 'unexpected error');
    return reply.code(500).send({ error: 'The gateway failed unexpectedly' });
  });
}

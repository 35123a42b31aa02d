import { recordUpstreamCall } from './metrics';

/**
 * Calls to the outside services. Every call has a deadline and its status is checked; every failure
 * becomes an UpstreamError whose message is safe to show a visitor (no key, no provider body).
 */

export type UpstreamFailure = 'timeout' | 'unreachable' | 'status' | 'invalid';

export class UpstreamError extends Error {
  constructor(
    message: string,
    readonly failure: UpstreamFailure,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'UpstreamError';
  }
}

export interface UpstreamRequest {
  /** Human name used in messages: "The rates service did not answer in time". */
  service: string;
  /** Short name for the metrics ("rates", "media", "chat"); the service name when not given. */
  provider?: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** Deadline for the whole exchange, body included. */
  timeoutMs?: number;
  /** Extra abort signal (browser gone, idle stream). If its reason is an UpstreamError, that is thrown. */
  signal?: AbortSignal;
}

/**
 * A provider answer larger than this is not something we asked for: the cap on every answer we read,
 * a rates or media JSON body, a chat reply whole or streamed.
 */
export const MAX_ANSWER_BYTES = 5 * 1024 * 1024;

/**
 * One signal for the deadline and the caller's own abort, shared by the request and the body reading.
 *
 * Built by hand rather than as `AbortSignal.any([AbortSignal.timeout(ms), signal])`: on Node 20 the
 * composite holds its sources weakly and the timeout's timer does too, so a garbage collection during
 * the call can drop the timeout signal and the deadline never fires (nodejs/node#57736). A provider that
 * hangs then holds the visitor's request for as long as it likes. Here the timer holds the controller.
 */
export function upstreamSignal(request: UpstreamRequest): AbortSignal | undefined {
  const { timeoutMs, signal: callerSignal } = request;
  if (timeoutMs === undefined) return callerSignal;
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new DOMException('The operation was aborted due to timeout', 'TimeoutError')),
    timeoutMs,
  );
  timer.unref(); // a deadline never keeps the process alive on its own
  controller.signal.addEventListener('abort', () => clearTimeout(timer), { once: true });
  if (callerSignal?.aborted) controller.abort(callerSignal.reason);
  callerSignal?.addEventListener('abort', () => controller.abort(callerSignal.reason), { once: true });
  return controller.signal;
}

/** Runs one provider call and records its outcome and latency (metrics.ts), once, however it ends. */
async function observed<T>(request: UpstreamRequest, call: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const seconds = () => (performance.now() - started) / 1000;
  const provider = request.provider ?? request.service;
  try {
    const result = await call();
    recordUpstreamCall(provider, 'ok', seconds());
    return result;
  } catch (error) {
    recordUpstreamCall(provider, error instanceof UpstreamError ? error.failure : 'unreachable', seconds());
    throw error;
  }
}

/**
 * fetch with a deadline and a status check; the body is left for the caller to read under `signal`.
 * Counted as a call that ended when the answer's headers arrived (a chat stream goes on after that).
 */
export function callUpstream(
  url: string,
  request: UpstreamRequest,
  signal = upstreamSignal(request),
): Promise<Response> {
  return observed(request, () => startCall(url, request, signal));
}

async function startCall(url: string, request: UpstreamRequest, signal: AbortSignal | undefined): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: request.method ?? 'GET',
      headers: request.headers,
      body: request.body,
      signal,
      // Never carry a credential through a redirect to a host we did not choose.
      redirect: hasCredential(request) ? 'error' : 'follow',
    });
  } catch (error) {
    throw describeFailure(error, request, signal);
  }

  if (!response.ok) {
    // Free the connection; the provider's body is neither logged nor forwarded.
    await discardBody(response);
    throw statusFailure(request.service, response.status);
  }
  return response;
}

/**
 * A provider's 429 is about our key's quota, shared by every visitor, not about this browser: it stays a
 * 502 like any other failure of the service, without the provider's Retry-After, so a screen never
 * mistakes it for the gateway's own per-client limit (the only 429 a browser sees).
 */
function statusFailure(service: string, status: number): UpstreamError {
  if (status === 429) {
    return new UpstreamError(`The ${service} is busy (HTTP 429 Too Many Requests); try again later`, 'status', 429);
  }
  return new UpstreamError(`The ${service} answered with HTTP ${status}`, 'status', status);
}

/** Stops reading an answer we will not use, so its connection is closed rather than left half-read. */
export async function discardBody(response: Response): Promise<void> {
  await response.body?.cancel().catch(() => undefined);
}

/**
 * The answer's media type for a message, e.g. "text/html". Only a well-formed type is quoted: the header
 * is the provider's text, and nothing the provider writes reaches a visitor verbatim.
 */
export function mediaTypeOf(response: Response): string | undefined {
  const type = response.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase();
  if (!type) return undefined;
  return /^[a-z0-9.+-]{1,40}\/[a-z0-9.+-]{1,60}$/.test(type) ? type : 'an unknown content type';
}

function hasCredential(request: UpstreamRequest): boolean {
  return Object.keys(request.headers ?? {}).some((name) => name.toLowerCase() === 'authorization');
}

/** callUpstream + read and parse a JSON body, still under the same deadline; counted as one call. */
export function fetchUpstreamJson(url: string, request: UpstreamRequest): Promise<unknown> {
  return observed(request, () => readJson(url, request));
}

async function readJson(url: string, request: UpstreamRequest): Promise<unknown> {
  const signal = upstreamSignal(request);
  const response = await startCall(url, request, signal);
  // An HTML page with 200 is a captive portal, a CDN's challenge or an error page, never our answer.
  // A missing type is let through: the parse below still decides.
  const type = mediaTypeOf(response);
  if (type !== undefined && !/[/+]json$/.test(type)) {
    await discardBody(response);
    throw new UpstreamError(`The ${request.service} sent ${type}, not JSON`, 'invalid');
  }
  let text: string;
  try {
    text = await readLimitedText(response, request.service);
  } catch (error) {
    throw describeFailure(error, request, signal, 'body');
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new UpstreamError(`The ${request.service} sent an answer that is not JSON`, 'invalid');
  }
}

/** The body as text, refused (an UpstreamError, the body cancelled) beyond `maxBytes`. */
export async function readLimitedText(
  response: Response,
  service: string,
  maxBytes = MAX_ANSWER_BYTES,
): Promise<string> {
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw tooLarge(service);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

export function tooLarge(service: string): UpstreamError {
  return new UpstreamError(`The ${service} sent an answer that is too large`, 'invalid');
}

/**
 * Turns whatever fetch or a body read threw into a message a visitor can read. `phase` says whether the
 * answer had begun: a connection lost after the headers is "broke off", not "could not be reached".
 */
export function describeFailure(
  error: unknown,
  request: UpstreamRequest,
  signal?: AbortSignal,
  phase: 'connect' | 'body' = 'connect',
): UpstreamError {
  if (error instanceof UpstreamError) return error;
  if (signal?.aborted) {
    const reason: unknown = signal.reason;
    if (reason instanceof UpstreamError) return reason;
    // Checked by name: the DOMException comes from Node's realm, where `instanceof Error` can fail (Jest).
    if ((reason as { name?: unknown } | undefined)?.name === 'TimeoutError') {
      return new UpstreamError(
        `The ${request.service} did not answer within ${formatSeconds(request.timeoutMs)}`,
        'timeout',
      );
    }
    return new UpstreamError(`The request to the ${request.service} was cancelled`, 'unreachable');
  }
  if (phase === 'body') return new UpstreamError(`The ${request.service} broke off its answer`, 'unreachable');
  return new UpstreamError(`The ${request.service} could not be reached`, 'unreachable');
}

function formatSeconds(ms: number | undefined): string {
  return `${Number(((ms ?? 0) / 1000).toPrecision(3))} s`;
}

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
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** Deadline for the whole exchange, body included. */
  timeoutMs?: number;
  /** Extra abort signal (browser gone, idle stream). If its reason is an UpstreamError, that is thrown. */
  signal?: AbortSignal;
}

/** A provider answer larger than this is not something we asked for. */
const MAX_JSON_BYTES = 5 * 1024 * 1024;

/** One signal for the deadline and the caller's own abort, shared by the request and the body reading. */
export function upstreamSignal(request: UpstreamRequest): AbortSignal | undefined {
  const timeout = request.timeoutMs === undefined ? undefined : AbortSignal.timeout(request.timeoutMs);
  const signals = [timeout, request.signal].filter((s): s is AbortSignal => s !== undefined);
  return signals.length > 0 ? AbortSignal.any(signals) : undefined;
}

/** fetch with a deadline and a status check; the body is left for the caller to read under `signal`. */
export async function callUpstream(
  url: string,
  request: UpstreamRequest,
  signal = upstreamSignal(request),
): Promise<Response> {
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
    await response.body?.cancel().catch(() => undefined);
    throw new UpstreamError(`The ${request.service} answered with HTTP ${response.status}`, 'status', response.status);
  }
  return response;
}

function hasCredential(request: UpstreamRequest): boolean {
  return Object.keys(request.headers ?? {}).some((name) => name.toLowerCase() === 'authorization');
}

/** callUpstream + read and parse a JSON body, still under the same deadline. */
export async function fetchUpstreamJson(url: string, request: UpstreamRequest): Promise<unknown> {
  const signal = upstreamSignal(request);
  const response = await callUpstream(url, request, signal);
  let text: string;
  try {
    text = await readLimitedText(response, MAX_JSON_BYTES, request.service);
  } catch (error) {
    throw describeFailure(error, request, signal);
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new UpstreamError(`The ${request.service} sent an answer that is not JSON`, 'invalid');
  }
}

async function readLimitedText(response: Response, maxBytes: number, service: string): Promise<string> {
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
      throw new UpstreamError(`The ${service} sent an answer that is too large`, 'invalid');
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** Turns whatever fetch or a body read threw into a message a visitor can read. */
export function describeFailure(error: unknown, request: UpstreamRequest, signal?: AbortSignal): UpstreamError {
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
  return new UpstreamError(`The ${request.service} could not be reached`, 'unreachable');
}

function formatSeconds(ms: number | undefined): string {
  return `${Number(((ms ?? 0) / 1000).toPrecision(3))} s`;
}

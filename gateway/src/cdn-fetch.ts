/**
 * Every file the gateway (and `pnpm release`) reads from a build's host: a manifest, a tools.json, a script
 * to hash. The host is not ours to trust, so each read is bounded three ways: bytes (counted while reading,
 * the body cancelled at the cap: a 1.5 GB tools.json once took a gateway to 3.1 GB before a size check
 * after the read), time (headers and body together), and no redirect (a redirect made the gateway GET an
 * internal address).
 */

/** A manifest, a tools.json, provided-shared.json: the largest real one is under 100 KB. */
export const MAX_JSON_BYTES = 2 * 1024 * 1024;
/**
 * A script or stylesheet of a build, read to hash it: the largest real chunk is under 200 KB (a shared
 * module's, before compression); a file larger than this is refused, not read to the end.
 */
export const MAX_SCRIPT_BYTES = 8 * 1024 * 1024;
/** Headers and body of one file. */
export const CDN_TIMEOUT_MS = 10_000;

export interface CdnRead {
  bytes: Uint8Array;
  /** The media type without parameters, lower case ("application/json"); undefined when none was sent. */
  type: string | undefined;
}

export interface CdnReadOptions {
  maxBytes: number;
  timeoutMs?: number;
  /** The network (tests and `pnpm release`'s io replace it). */
  fetch?: typeof fetch;
}

/** Why a build's file could not be read; `message` is safe to log and to print (no body is quoted). */
export class CdnError extends Error {
  constructor(
    message: string,
    readonly kind: 'unreachable' | 'status' | 'redirect' | 'timeout' | 'size' | 'json',
  ) {
    super(message);
  }
}

/** Reads `url` whole within the caps, or throws a CdnError saying why. */
export async function readCdnFile(url: string, options: CdnReadOptions): Promise<CdnRead> {
  const timeoutMs = options.timeoutMs ?? CDN_TIMEOUT_MS;
  const signal = AbortSignal.timeout(timeoutMs);
  let response: Response;
  try {
    response = await (options.fetch ?? fetch)(url, { signal, redirect: 'error' });
  } catch (error) {
    throw failure(error, signal, timeoutMs);
  }
  if (!response.ok) {
    await response.body?.cancel().catch(() => undefined);
    throw new CdnError(`HTTP ${response.status}`, 'status');
  }
  // Some fetch implementations (tests', a proxy's) follow anyway: a redirected answer is refused all the same.
  if (response.redirected) {
    await response.body?.cancel().catch(() => undefined);
    throw new CdnError(REDIRECTS, 'redirect');
  }
  const type = response.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase() || undefined;
  if (Number(response.headers.get('content-length') ?? 0) > options.maxBytes) {
    await response.body?.cancel().catch(() => undefined);
    throw tooLarge(options.maxBytes);
  }
  if (!response.body) return { bytes: new Uint8Array(), type };
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > options.maxBytes) {
        await reader.cancel().catch(() => undefined);
        throw tooLarge(options.maxBytes);
      }
      chunks.push(value);
    }
  } catch (error) {
    if (error instanceof CdnError) throw error;
    await reader.cancel().catch(() => undefined);
    throw failure(error, signal, timeoutMs);
  }
  return { bytes: Buffer.concat(chunks), type };
}

/** A build's JSON file (manifest, tools.json) within MAX_JSON_BYTES. */
export async function readCdnJson(url: string, options: Partial<CdnReadOptions> = {}): Promise<unknown> {
  const { bytes } = await readCdnFile(url, { maxBytes: MAX_JSON_BYTES, ...options });
  try {
    return JSON.parse(Buffer.from(bytes).toString('utf8')) as unknown;
  } catch {
    throw new CdnError('it is not JSON', 'json');
  }
}

const REDIRECTS = 'it redirects elsewhere (give the final URL)';

function tooLarge(maxBytes: number): CdnError {
  return new CdnError(`it is larger than ${formatBytes(maxBytes)}`, 'size');
}

/** "2 MB", "512 KB". */
export function formatBytes(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${bytes / (1024 * 1024)} MB` : `${bytes / 1024} KB`;
}

function failure(error: unknown, signal: AbortSignal, timeoutMs: number): CdnError {
  if (signal.aborted) return new CdnError(`it did not arrive within ${timeoutMs / 1000} s`, 'timeout');
  const cause = (error as { cause?: { message?: unknown } } | null)?.cause?.message;
  if (typeof cause === 'string' && /redirect/i.test(cause)) return new CdnError(REDIRECTS, 'redirect');
  return new CdnError('it cannot be reached', 'unreachable');
}

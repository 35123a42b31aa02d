import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { HASHED_FILE } from '@fintools/shared/build/hashed-file';
import { readInsideRoot } from './contained-path';

export { HASHED_FILE };

/** A folder of built files served under a URL prefix ("/" or "/mfe/tax/"), with headers of its own. */
export interface HashedFileRoot {
  prefix: string;
  root: string;
  headers: Record<string, string>;
}

/** A file as it is sent: its type, its bytes and the build's compressed copies of them. */
export interface CachedFile {
  type: string;
  raw: Buffer;
  br?: Buffer;
  gz?: Buffer;
}

export const CONTENT_TYPES: Record<string, string> = {
  '.js': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  // The resume PDF's Devanagari fonts (decision 021), fetched when a PDF needs them.
  '.ttf': 'font/ttf',
  '.png': 'image/png',
};

/** Stops caching beyond this; later files are served from disk as before. */
const MAX_CACHED_BYTES = 64 * 1024 * 1024;

/** The encoding to send: brotli, then gzip, when the browser takes it and the build wrote it. */
export function pick(file: CachedFile, acceptEncoding: string): { body: Buffer; encoding?: string } {
  if (file.br && /\bbr\b/.test(acceptEncoding)) return { body: file.br, encoding: 'br' };
  if (file.gz && /\bgzip\b/.test(acceptEncoding)) return { body: file.gz, encoding: 'gzip' };
  return { body: file.raw };
}

/**
 * Answers GETs for content-hashed files (every chunk, hashed CSS) from memory, with their build-time
 * .br/.gz. Such a file never changes under its name, so it is read once. Before this, each chunk went
 * through @fastify/static, which lists the folder on every request to check the file name's spelling:
 * a tool route asks for ~20 chunks, and the gateway answered them one after another. Everything else
 * (index.html, remoteEntry.js, a missing file) falls through to @fastify/static unchanged.
 */
export function registerHashedFileCache(app: FastifyInstance, roots: HashedFileRoot[], cacheControl: string): void {
  const cache = new Map<string, CachedFile>();
  let cachedBytes = 0;
  // Longest prefix first, so /mfe/tax/x.js is looked up in the tax remote, not in the shell.
  const byPrefix = [...roots].sort((a, b) => b.prefix.length - a.prefix.length);

  async function load(root: string, file: string): Promise<CachedFile | undefined> {
    const cached = cache.get(file);
    if (cached) return cached;
    // A file (or a compressed copy) whose real path leaves the root is not ours to serve.
    const raw = await readInsideRoot(root, file);
    if (!raw) return undefined;
    const entry: CachedFile = {
      type: CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream',
      raw,
      br: await readInsideRoot(root, `${file}.br`),
      gz: await readInsideRoot(root, `${file}.gz`),
    };
    const size = raw.length + (entry.br?.length ?? 0) + (entry.gz?.length ?? 0);
    if (cachedBytes + size <= MAX_CACHED_BYTES) {
      cache.set(file, entry);
      cachedBytes += size;
    }
    return entry;
  }

  app.addHook('onRequest', async (request, reply: FastifyReply) => {
    if (request.method !== 'GET') return;
    const pathname = request.url.split('?')[0] ?? '';
    const root = byPrefix.find((candidate) => pathname.startsWith(candidate.prefix));
    const name = root ? pathname.slice(root.prefix.length) : '';
    // One plain file name: no folders, no "..", and a content hash in it.
    if (!root || !/^[\w.-]+$/.test(name) || !HASHED_FILE.test(name)) return;
    const file = await load(root.root, path.join(root.root, name));
    if (!file) return;
    const { body, encoding } = pick(file, String(request.headers['accept-encoding'] ?? ''));
    reply.headers({
      ...root.headers,
      'content-type': file.type,
      'cache-control': cacheControl,
      vary: 'accept-encoding',
    });
    if (encoding) reply.header('content-encoding', encoding);
    return reply.send(body);
  });
}

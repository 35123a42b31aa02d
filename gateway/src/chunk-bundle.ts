import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { readInsideRoot } from './contained-path';
import { CONTENT_TYPES, pick, type CachedFile } from './hashed-file-cache';
import { CACHE_FOREVER } from './static-files';

/**
 * One script for the shell's shared-module chunks a tool page needs (decision 028).
 *
 * Why: a screen imports its shared modules from the shell, one chunk per set (shared/build/webpack.cjs
 * SHARED_MODULE_CHUNKS), so the Loan screen needed six of them, 0.2–1.3 KB each. Every script costs the
 * page a request, a response task and a compile and evaluation task of its own on the main thread, which
 * on a tool page never waits (docs/performance.md). Sent as one response, they made `/loan-calculator`
 * interactive 5–6 % sooner in paired loads. Each chunk keeps its own file and URL, which webpack uses for
 * every later need of it (another tool opened in the page) and for a retry: the bundle only runs them early.
 *
 * The URL names the chunks it holds, in order, so it is the same for every page that needs the same ones, is
 * content-addressed like every file it holds, and needs no state here:
 * `/chunks/787.6539e11b+45.9496da33.js` holds `/787.6539e11b.js` then `/45.9496da33.js`.
 */
export const CHUNK_BUNDLE_ROOT = '/chunks';
const CHUNK_BUNDLE_PREFIX = `${CHUNK_BUNDLE_ROOT}/`;

/**
 * A chunk's file name as the shell's build writes it, `[id].[contenthash:8].js`: content-hashed like every
 * file HASHED_FILE names, and never with a `+`, which separates the names in a bundle's URL.
 */
const CHUNK_FILE = /^[\w-]+\.[0-9a-f]{8,}\.js$/;

/** More chunks than a screen imports sets (the largest imports 9): a longer list is nobody's page. */
const MAX_BUNDLED_CHUNKS = 16;

/** Bundles kept compressed in memory; the gateway's own pages ask for one per tool route (46 today). */
const MAX_CACHED_BUNDLES = 128;

/**
 * The URL of one script holding these shell files (`/787.6539e11b.js`), in this order.
 * @example chunkBundleUrl(['/787.6539e11b.js', '/45.9496da33.js']) // '/chunks/787.6539e11b+45.9496da33.js'
 */
export function chunkBundleUrl(files: readonly string[]): string {
  return `${CHUNK_BUNDLE_PREFIX}${files.map((file) => file.replace(/^\//, '').replace(/\.js$/, '')).join('+')}.js`;
}

/**
 * The shell files a bundle URL's path names, or undefined for a path that is not one: fewer than two or
 * more than MAX_BUNDLED_CHUNKS files, a name that is not a content-hashed chunk, or one named twice.
 * @example bundledFiles('/chunks/787.6539e11b+45.9496da33.js') // ['787.6539e11b.js', '45.9496da33.js']
 */
export function bundledFiles(pathname: string): string[] | undefined {
  if (!pathname.startsWith(CHUNK_BUNDLE_PREFIX) || !pathname.endsWith('.js')) return undefined;
  const files = pathname
    .slice(CHUNK_BUNDLE_PREFIX.length, -'.js'.length)
    .split('+')
    .map((name) => `${name}.js`);
  const valid =
    files.length >= 2 &&
    files.length <= MAX_BUNDLED_CHUNKS &&
    new Set(files).size === files.length &&
    files.every((file) => CHUNK_FILE.test(file));
  return valid ? files : undefined;
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * The chunks one after another, each on its own line, compressed as the build compresses its files
 * (brotli at its best, gzip at 9: shared/build/webpack.cjs PrecompressPlugin), once per bundle. Each
 * chunk is a statement that adds its modules to the shell's chunk list, so the joined file runs as the
 * separate ones would.
 */
async function makeBundle(chunks: readonly Buffer[]): Promise<CachedFile> {
  const raw = Buffer.concat(chunks.flatMap((chunk, index) => (index === 0 ? [chunk] : [Buffer.from('\n'), chunk])));
  const [br, gz] = await Promise.all([
    brotli(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY } }),
    gzip(raw, { level: 9 }),
  ]);
  return { type: CONTENT_TYPES['.js']!, raw, br, gz };
}

/**
 * Serves `/chunks/…` from the shell's folder `root`: only files `isBundlable` accepts (the shell's
 * shared-module chunks, route-preload.ts `isSharedModuleChunk`), so no other file there can be read through
 * it. Any other list is a 404, and the page's webpack runtime then loads each chunk from its own file.
 */
export function registerChunkBundles(app: FastifyInstance, root: string, isBundlable: (file: string) => boolean): void {
  const cache = new Map<string, CachedFile>();
  app.get(`${CHUNK_BUNDLE_PREFIX}*`, async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    const files = bundledFiles(pathname);
    if (!files || !files.every(isBundlable)) {
      return reply.code(404).send({ error: 'Not found' });
    }
    let bundle = cache.get(pathname);
    if (!bundle) {
      const chunks = await Promise.all(files.map((file) => readInsideRoot(root, path.join(root, file))));
      if (chunks.some((chunk) => chunk === undefined)) return reply.code(404).send({ error: 'Not found' });
      bundle = await makeBundle(chunks as Buffer[]);
      if (cache.size >= MAX_CACHED_BUNDLES) cache.delete(cache.keys().next().value!);
      cache.set(pathname, bundle);
    }
    // The encoding as the hashed-file cache picks it for every other chunk.
    const { body, encoding } = pick(bundle, String(request.headers['accept-encoding'] ?? ''));
    reply.headers({
      'content-type': bundle.type,
      'cache-control': CACHE_FOREVER,
      vary: 'accept-encoding',
    });
    // Already compressed here: @fastify/compress leaves a reply with a content-encoding alone.
    if (encoding) reply.header('content-encoding', encoding);
    return reply.send(body);
  });
}

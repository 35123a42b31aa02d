import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { HASHED_FILE } from '@fintools/shared/build/hashed-file';

/**
 * A static host such as a team would deploy its remote to (a bucket behind a CDN): files of one folder,
 * CORS `*`, and the gateway's cache rules — entry points (manifest, remoteEntry.js, embed.js, HTML)
 * revalidated on every use, content-hashed files kept for a year.
 */

export const CACHE_FOREVER = 'public, max-age=31536000, immutable';
export const CACHE_REVALIDATE = 'no-cache';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
};

export interface StaticServer {
  url: string;
  port: number;
  /** Paths asked for, in order ("/mf-manifest.json"). */
  requests: string[];
  stop: () => Promise<void>;
}

export interface StaticServerOptions {
  port: number;
  /** Folder to serve, if any. */
  root?: string;
  /** Fixed pages by path ("/" → HTML), served before files. */
  pages?: Record<string, string>;
}

export async function startStaticServer({ port, root, pages = {} }: StaticServerOptions): Promise<StaticServer> {
  const requests: string[] = [];
  const server = http.createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    requests.push(pathname);
    response.setHeader('access-control-allow-origin', '*');
    response.setHeader('cross-origin-resource-policy', 'cross-origin');
    const page = pages[pathname];
    if (page !== undefined) {
      response.writeHead(200, { 'content-type': TYPES['.html']!, 'cache-control': CACHE_REVALIDATE });
      response.end(page);
      return;
    }
    const file = root ? path.join(root, path.normalize(pathname)) : undefined;
    if (!file || !root || !file.startsWith(root + path.sep) || !fs.existsSync(file) || !fs.statSync(file).isFile()) {
      response.writeHead(404, { 'content-type': 'text/plain' });
      response.end('Not found');
      return;
    }
    response.writeHead(200, {
      'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
      'cache-control': HASHED_FILE.test(path.basename(file)) ? CACHE_FOREVER : CACHE_REVALIDATE,
    });
    fs.createReadStream(file).pipe(response);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const actualPort = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${actualPort}`,
    port: actualPort,
    requests,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

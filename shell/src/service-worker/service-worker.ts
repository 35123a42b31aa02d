/// <reference lib="webworker" />
// The shell's service worker (/sw.js), built by workbox-webpack-plugin's InjectManifest from this file:
// Workbox does the caching; this file only says which rule applies to what (docs/offline.md).
import { cleanupOutdatedCaches, getCacheKeyForURL, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, type Strategy } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import type { WorkboxPlugin } from 'workbox-core/types';
import { parseCatalogue, TOOLS_FILE } from '@fintools/shared/catalogue/catalogue';
import {
  entryScriptUrl,
  parseRemoteIntegrity,
  parseRemoteMap,
  releasedHashOf,
  REMOTE_MAP_ELEMENT_ID,
} from '@fintools/shared/federation/remote-map';
import { fileKey, forbidsKeeping, keptFileProblem, withNewestRemoteMap } from './kept-files';
import { asKeptRates, isKeepableRates } from './kept-rates';
import { IS_BUILD_OF_PAGE, KEEP_FOR_OFFLINE, SKIP_WAITING, type OfflineReport, type WorkerMessage } from './messages';
import { filesOfModules, offlineAreas, offlineModules, offlineWordFiles } from './remote-files';
import { entryCacheKey, ratesCacheKey, requestKind } from './request-kinds';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };

/**
 * How long an entry point (a page, remotes.json, tools.json, remoteEntry.js) may take before the kept copy is used:
 * long enough for a slow phone network, short enough that a dead one does not look like a hang. When
 * nothing is kept, the request goes on waiting for the network.
 */
const ENTRY_TIMEOUT_SECONDS = 3;
/** How often a page's "keep for offline" really re-reads the remotes; within this, the last report stands. */
const KEEP_AGAIN_AFTER_MS = 5 * 60 * 1000;
/** Files fetched side by side while keeping a remote for offline use. */
const PARALLEL_FILES = 4;

const CACHES = {
  pages: 'fintools-pages',
  entries: 'fintools-entries',
  files: 'fintools-files',
  rates: 'fintools-rates',
} as const;

/** Every shell page is the same index.html: one copy, under `/`, opens any route offline. */
const SHELL_PAGE = new URL('/', self.location.href).href;

const sameOrigin = (url: string) => new URL(url).origin === self.location.origin;

/** Where the last remote map the worker fetched is kept (entries cache; any ?bucket= is the same key). */
const MAP_URL = new URL('/remotes.json', self.location.href).href;

async function keptAnswer(cacheName: string, url: string): Promise<Response | undefined> {
  return (await caches.open(cacheName)).match(url, { ignoreVary: true });
}

/** sha384 of a body as a Subresource Integrity value. */
async function sha384(body: ArrayBuffer): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-384', body));
  let binary = '';
  for (const byte of digest) binary += String.fromCharCode(byte);
  return `sha384-${btoa(binary)}`;
}

let hashesKept: Promise<Record<string, string>> | undefined;

/**
 * The hashes releases recorded (docs/decisions/017-only-released-code-runs.md), from the last /remotes.json
 * and the kept page's inline map; read again after either is replaced.
 */
function recordedHashes(): Promise<Record<string, string>> {
  hashesKept ??= (async () => {
    const map = await keptAnswer(CACHES.entries, entryCacheKey(MAP_URL));
    const page = await keptAnswer(CACHES.pages, SHELL_PAGE);
    const inline = new RegExp(`id="${REMOTE_MAP_ELEMENT_ID}">([\\s\\S]*?)</script>`).exec(
      (await page?.text()) ?? '',
    )?.[1];
    const pageMap = (() => {
      try {
        return inline ? (JSON.parse(inline) as unknown) : null;
      } catch {
        return null;
      }
    })();
    return {
      ...parseRemoteIntegrity(pageMap, SHELL_PAGE),
      ...parseRemoteIntegrity(await map?.json().catch(() => null), MAP_URL),
    };
  })().catch(() => ({}));
  return hashesKept;
}

const forgetHashes: WorkboxPlugin = { cacheDidUpdate: async () => void (hashesKept = undefined) };

/**
 * Whether an answer is not a released build's file as released: its bytes are not the ones its release recorded,
 * or it is in a released build's folder with no hash at all (a file added, or listed by a manifest swapped,
 * after the release). False for the right bytes and for files of no released build.
 */
async function unreleasedBytes(request: Request, response: Response): Promise<boolean> {
  const expected = releasedHashOf(await recordedHashes(), fileKey(request.url));
  return expected !== undefined && (await sha384(await response.clone().arrayBuffer())) !== expected;
}

/**
 * A remote on another origin (a team's CDN) is asked for with CORS, so its answer can be read and kept;
 * the page's own `<script>` asks without (an opaque answer, which is never kept: its status is unknown).
 */
const corsForOtherOrigins: WorkboxPlugin = {
  requestWillFetch: async ({ request }) =>
    sameOrigin(request.url) || request.mode === 'cors'
      ? request
      : new Request(request.url, { mode: 'cors', credentials: 'omit' }),
};

/** Only complete answers are kept: never a 404 page, an error or an opaque answer. */
const okOnly = new CacheableResponsePlugin({ statuses: [200] });

/**
 * An answer that says `no-store` (a preview's page, map or catalogue) is never kept (kept-files.ts
 * `forbidsKeeping`). Workbox stops at the first cacheWillUpdate that refuses, so this one comes before the others.
 */
const notNoStore: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => (forbidsKeeping(response.headers.get('cache-control')) ? null : response),
};

const shellPage = new NetworkFirst({
  cacheName: CACHES.pages,
  networkTimeoutSeconds: ENTRY_TIMEOUT_SECONDS,
  matchOptions: { ignoreVary: true },
  plugins: [
    notNoStore,
    forgetHashes,
    {
      cacheKeyWillBeUsed: async () => SHELL_PAGE,
      // A route the gateway answered with something other than the shell's HTML is not kept as the shell.
      cacheWillUpdate: async ({ response }) =>
        response.status === 200 && (response.headers.get('content-type') ?? '').includes('text/html') ? response : null,
      // The gateway did not answer in time: the kept page, with the newest remote map the worker saw, so a
      // build withdrawn since the page was kept (a rollback) does not run from it.
      cachedResponseWillBeUsed: async ({ cachedResponse }) => {
        if (!cachedResponse) return null;
        const map = await keptAnswer(CACHES.entries, entryCacheKey(MAP_URL));
        if (!map) return cachedResponse;
        const html = await cachedResponse.clone().text();
        const newest = withNewestRemoteMap(
          html,
          Date.parse(cachedResponse.headers.get('date') ?? ''),
          await map.json().catch(() => null),
          Date.parse(map.headers.get('date') ?? ''),
        );
        if (newest === html) return cachedResponse;
        return new Response(newest, { status: 200, headers: cachedResponse.headers });
      },
    },
  ],
});

const entries = new NetworkFirst({
  cacheName: CACHES.entries,
  networkTimeoutSeconds: ENTRY_TIMEOUT_SECONDS,
  matchOptions: { ignoreVary: true },
  plugins: [
    corsForOtherOrigins,
    okOnly,
    notNoStore,
    forgetHashes,
    {
      cacheKeyWillBeUsed: async ({ request }) => entryCacheKey(request.url),
      // A remoteEntry.js swapped on its host goes to the page (whose integrity check refuses it), never into the
      // cache; the maps and the catalogue have no recorded hash and are kept as they come.
      cacheWillUpdate: async ({ request, response }) => ((await unreleasedBytes(request, response)) ? null : response),
    },
  ],
});

const hashedFiles = new CacheFirst({
  cacheName: CACHES.files,
  matchOptions: { ignoreVary: true },
  plugins: [
    corsForOtherOrigins,
    okOnly,
    // Generous: two remotes' screens are ~40 files; older builds' files go first when it fills up.
    new ExpirationPlugin({ maxEntries: 600, maxAgeSeconds: 60 * 60 * 24 * 60, purgeOnQuotaError: true }),
    {
      // Kept only as JavaScript or CSS, and in a released build's folder only the bytes its release recorded
      // (releasedHashOf): a host's HTML "soft 404", a swapped file or one the release never listed goes to the
      // page (whose integrity check refuses it), never into the cache, so restoring the host helps at once.
      cacheWillUpdate: async ({ request, response }) => {
        const expected = releasedHashOf(await recordedHashes(), fileKey(request.url));
        const actual = expected ? await sha384(await response.clone().arrayBuffer()) : undefined;
        const problem = keptFileProblem(
          request.url,
          response.status,
          response.headers.get('content-type') ?? '',
          expected,
          actual,
        );
        return problem ? null : response;
      },
      // A content-hashed name is its content: a copy in any of our caches is right, such as the next
      // shell build's files that a waiting worker has just precached.
      cachedResponseWillBeUsed: async ({ request, cachedResponse }) =>
        cachedResponse ?? (await caches.match(request, { ignoreVary: true })) ?? null,
    },
  ],
});

const rates = new NetworkFirst({
  cacheName: CACHES.rates,
  matchOptions: { ignoreVary: true },
  plugins: [
    {
      cacheKeyWillBeUsed: async ({ request }) => ratesCacheKey(request.url),
      cacheWillUpdate: async ({ response }) =>
        response.status === 200 &&
        isKeepableRates(
          await response
            .clone()
            .json()
            .catch(() => null),
        )
          ? response
          : null,
      // Only read when the gateway could not be reached: say so, with the answer's own date.
      cachedResponseWillBeUsed: async ({ cachedResponse }) => {
        if (!cachedResponse) return null;
        const body = (await cachedResponse.json().catch(() => null)) as Record<string, unknown> | null;
        if (!body || !isKeepableRates(body)) return null;
        return new Response(JSON.stringify(asKeptRates(body)), {
          status: 200,
          headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
        });
      },
    },
  ],
});

// The shell's own build (InjectManifest lists it here): cache first, refreshed by each new worker.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

/**
 * A remote on another origin that does not allow CORS still works online: its files are fetched as
 * the page asked (and not kept) when the CORS request fails.
 */
function withPlainFetchForOtherOrigins(strategy: Strategy) {
  return async ({ request, event }: { request: Request; event: ExtendableEvent }) => {
    try {
      return await strategy.handle({ request, event });
    } catch (error) {
      if (sameOrigin(request.url) || request.mode === 'cors') throw error;
      return fetch(request);
    }
  };
}

const kindOf = (request: Request) => requestKind(request, self.location.origin);
registerRoute(({ request }) => kindOf(request) === 'page', shellPage);
registerRoute(({ request }) => kindOf(request) === 'entry', withPlainFetchForOtherOrigins(entries));
registerRoute(({ request }) => kindOf(request) === 'hashed', withPlainFetchForOtherOrigins(hashedFiles));
registerRoute(({ request }) => kindOf(request) === 'rates', rates);

/** Runs `work` over `items`, `parallel` at a time. */
async function eachLimited<T>(items: readonly T[], parallel: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++] as T;
      await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(parallel, items.length) }, worker));
}

/**
 * Keeps what every calculator and tax route needs offline, through the same strategies the pages use:
 * the shell page, `/remotes.json`, the live catalogue `/tools.json` (which says which screens those areas
 * have today), and for each offline remote its remoteEntry.js, its manifest, the files of its tools'
 * screens and their words in every translated language (already kept files are not fetched again). The shell's own files, the runtime
 * and the shared modules are in the precache. What fails is reported, never thrown.
 */
async function keepForOffline(event: ExtendableEvent): Promise<OfflineReport> {
  const failed: string[] = [];
  const keep = async (strategy: Strategy, url: string): Promise<Response | undefined> => {
    try {
      // handleAll: the answer, and when it is in the cache (handle() answers before the cache is written).
      const [answer, written] = strategy.handleAll({ event, request: new Request(url) });
      const response = await answer;
      await written;
      return response;
    } catch {
      failed.push(url);
      return undefined;
    }
  };

  await keep(shellPage, SHELL_PAGE);
  const mapUrl = new URL('/remotes.json', self.location.href).href;
  const mapResponse = await keep(entries, mapUrl);
  const remotes = mapResponse?.ok ? parseRemoteMap(await mapResponse.json().catch(() => null), mapUrl) : {};
  const catalogueUrl = new URL(`/${TOOLS_FILE}`, self.location.href).href;
  const catalogueResponse = await keep(entries, catalogueUrl);
  const catalogue = catalogueResponse?.ok ? parseCatalogue(await catalogueResponse.json().catch(() => null)) : [];

  for (const remote of offlineAreas(catalogue)) {
    const address = remotes[remote];
    if (!address) {
      failed.push(remote);
      continue;
    }
    const entry = entryScriptUrl(address);
    const manifestUrl = new URL('mf-manifest.json', entry).href;
    const entryAnswer = await keep(entries, entry);
    if (entryAnswer && !entryAnswer.ok) failed.push(entry);
    const manifest = await keep(entries, manifestUrl);
    const files = manifest?.ok
      ? filesOfModules(await manifest.json().catch(() => null), manifestUrl, offlineModules(catalogue, remote))
      : [];
    if (files.length === 0) failed.push(manifestUrl);
    // A tool's words are kept when they can be, never awaited for readiness: without them it shows in English.
    await eachLimited(offlineWordFiles(catalogue, remote, manifestUrl), PARALLEL_FILES, (file) =>
      Promise.all(hashedFiles.handleAll({ event, request: new Request(file) })).then(
        () => undefined,
        () => undefined,
      ),
    );
    await eachLimited(files, PARALLEL_FILES, async (file) => {
      // Kept means in the cache: an answer the worker would not keep (a 404, a host's HTML "soft 404",
      // bytes that are not the released ones) comes back without an error, and is not ready for offline use.
      if ((await keep(hashedFiles, file)) && !(await caches.match(file, { ignoreVary: true }))) failed.push(file);
    });
  }
  return { ready: failed.length === 0, failed };
}

let lastKept: { at: number; report: OfflineReport } | undefined;
let keeping: Promise<OfflineReport> | undefined;

/** One run at a time, and none again within KEEP_AGAIN_AFTER_MS of a complete one. */
function keepForOfflineOnce(event: ExtendableEvent): Promise<OfflineReport> {
  if (lastKept?.report.ready && Date.now() - lastKept.at < KEEP_AGAIN_AFTER_MS) return Promise.resolve(lastKept.report);
  keeping ??= keepForOffline(event)
    .then((report) => {
      lastKept = { at: Date.now(), report };
      return report;
    })
    .finally(() => {
      keeping = undefined;
    });
  return keeping;
}

/**
 * Whether the page runs this worker's build of the shell: all its own scripts (not a remote's) are in
 * this worker's precache. A page loaded online after a deploy already runs the new build; only an older
 * page is offered the update.
 */
function isBuildOfPage(scripts: readonly string[]): boolean {
  const own = scripts.filter((url) => sameOrigin(url) && !new URL(url).pathname.startsWith('/mfe/'));
  return own.length > 0 && own.every((url) => getCacheKeyForURL(url) !== undefined);
}

self.addEventListener('install', (event) => {
  // The kept shell page must name this build's files: fetch it again with every new worker.
  event.waitUntil(shellPage.handle({ event, request: new Request(SHELL_PAGE) }).catch(() => undefined));
});

self.addEventListener('message', (event) => {
  const message = event.data as WorkerMessage | undefined;
  const answer = (value: unknown) => event.ports[0]?.postMessage(value);
  switch (message?.type) {
    case KEEP_FOR_OFFLINE:
      event.waitUntil(keepForOfflineOnce(event).then(answer));
      break;
    case IS_BUILD_OF_PAGE:
      answer(isBuildOfPage(Array.isArray(message.scripts) ? message.scripts : []));
      break;
    case SKIP_WAITING:
      void self.skipWaiting();
      break;
    default:
      break;
  }
});

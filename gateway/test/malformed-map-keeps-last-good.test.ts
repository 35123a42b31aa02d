import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { INTEGRITY_KEY } from '@fintools/shared/federation/remote-map';
import { runRelease } from '../src/release/cli';
import { REMOTES_KEY } from '../src/release/store';
import { sleep, startGateway, waitFor, type StubServer } from './helpers';
import { manifestOf, shellTree, startBuildHost, startMapFileGateway } from './release-fixtures';
import { HAS_REDIS, startRedisServer, stopRedisServer, type RedisServer } from './redis-server';

/*
 * A stored map (the file, or the Redis key) that is not a map keeps every remote on its last good build, with
 * its hashes, and the log says why; a Redis key of another type is not "Redis is unavailable".
 */

const HASH = `sha384-${'A'.repeat(64)}`;
const goodMap = (url: string) =>
  JSON.stringify({
    remotes: {
      tax: { live: { url, at: '2026-11-24T10:00:00.000Z', integrity: { 'remoteEntry.js': HASH } }, history: [] },
    },
  });

/** The bad values of the report: each put the area back on /mfe/<area> with no hashes. */
const BAD_VALUES: [string, (url: string) => string, string][] = [
  ['null', () => 'null', 'it is null, not an object'],
  ['a list', () => '[]', 'it is a list, not an object'],
  ['text', () => '"x"', 'it is text, not an object'],
  ['remotes as a list', () => '{"remotes":[]}', 'its "remotes" is a list, not an object'],
  ['not JSON', () => '{"remotes": {', 'it is not JSON'],
  [
    'a bad integrity field',
    (url) =>
      JSON.stringify({ remotes: { tax: { live: { url, at: '2026-11-25', integrity: 'sha384-x' }, history: [] } } }),
    'its integrity is not a set of sha384 hashes by build file',
  ],
];

describe('a map file that is not a valid map', () => {
  let host: StubServer;
  let app: FastifyInstance;
  let remotesFile = '';
  let logLines: string[] = [];
  const url = (build: string) => `${host.url}/${build}/mf-manifest.json`;
  const remotesJson = async () => (await app.inject('/remotes.json')).json() as Record<string, unknown>;
  /** The `problem` of each log line (a log line is JSON: quotes in it are escaped). */
  const problems = () => logLines.map((line) => (JSON.parse(line) as { problem?: string }).problem);

  beforeAll(async () => {
    ({ host, app, remotesFile, logLines } = await startMapFileGateway());
  });
  afterAll(async () => {
    await app.close();
    await host.close();
  });

  test.each(BAD_VALUES)(
    '%s: tax keeps its released build and hashes, and the log says why',
    async (_case, bad, why) => {
      fs.writeFileSync(remotesFile, goodMap(url('v1')));
      await waitFor(async () => (await remotesJson()).tax === url('v1'), 3000);
      expect(await remotesJson()).toMatchObject({
        tax: url('v1'),
        [INTEGRITY_KEY]: { [`${host.url}/v1/remoteEntry.js`]: HASH },
      });

      logLines.length = 0;
      fs.writeFileSync(remotesFile, bad(url('v2')));
      await waitFor(() => problems().includes(why), 3000);
      await sleep(200); // a few more polls
      expect(await remotesJson()).toMatchObject({
        tax: url('v1'),
        [INTEGRITY_KEY]: { [`${host.url}/v1/remoteEntry.js`]: HASH },
      });
      expect(problems()).toContain(why);
      expect(logLines.join('')).toMatch(/keeps its last good build/);
    },
  );

  test('pnpm release refuses to write over a file that is not a map, saying why', async () => {
    fs.writeFileSync(remotesFile, '[]');
    const err: string[] = [];
    const code = await runRelease(
      ['tax', '--rollback'],
      { REMOTES_FILE: remotesFile, FINTOOLS_URL: 'http://127.0.0.1:1' },
      { out: () => undefined, err: (line) => err.push(line), fetch, now: () => new Date() },
    );
    expect(code).toBe(1);
    expect(err.join('\n')).toBe(
      `${remotesFile} is not a remote map (it is a list, not an object); fix or delete it, then release again`,
    );
    expect(fs.readFileSync(remotesFile, 'utf8')).toBe('[]');
  });
});

(HAS_REDIS ? describe : describe.skip)('a Redis key of the wrong type (RPUSH fintools:remotes x)', () => {
  let redisServer: RedisServer;
  let host: StubServer;
  let app: FastifyInstance;
  let client: Redis;
  const logLines: string[] = [];
  const url = (build: string) => `${host.url}/${build}/mf-manifest.json`;
  const remotesJson = async () => (await app.inject('/remotes.json')).json() as Record<string, unknown>;

  beforeAll(async () => {
    redisServer = await startRedisServer();
    client = new Redis(redisServer.url);
    host = await startBuildHost({ v1: manifestOf('tax', 'tax remote · v1') });
    await client.set(REMOTES_KEY, goodMap(url('v1')));
    app = await startGateway(
      { staticRoot: shellTree(), redisUrl: redisServer.url, remotesPollMs: 50, logLevel: 'info' },
      { logStream: { write: (line: string) => void logLines.push(line) } },
    );
  });
  afterAll(async () => {
    await app.close();
    client.disconnect();
    await stopRedisServer(redisServer);
    await host.close();
  });

  test('keeps the last good map, says WRONGTYPE, and Redis stays in use (not "unavailable")', async () => {
    await waitFor(async () => (await remotesJson()).tax === url('v1'), 3000);
    // At once: a gateway polling between the two would read "no map" (no releases), a map of its own.
    await client.multi().del(REMOTES_KEY).rpush(REMOTES_KEY, 'x').exec();
    await waitFor(() => logLines.join('').includes('WRONGTYPE'), 3000);
    await sleep(200);
    expect(await remotesJson()).toMatchObject({ tax: url('v1'), [INTEGRITY_KEY]: expect.any(Object) });
    const log = logLines.join('');
    expect(log).toContain('the stored map is not a remote map; every remote keeps its last good build');
    expect(log).toContain(`the key ${REMOTES_KEY} holds another type than a string (WRONGTYPE)`);
    expect(log).not.toContain('Redis is unavailable');
    // Sharing is on: an API request's rate-limit count is kept in Redis, where every gateway sees it.
    await app.inject('/api/remotes');
    expect(await client.keys('fintools:rl:*')).not.toEqual([]);
  });

  test('pnpm release refuses it, saying the key holds another type', async () => {
    const err: string[] = [];
    const code = await runRelease(
      ['tax', '--rollback'],
      { REDIS_URL: redisServer.url, FINTOOLS_URL: 'http://127.0.0.1:1' },
      { out: () => undefined, err: (line) => err.push(line), fetch, now: () => new Date() },
    );
    expect(code).toBe(1);
    expect(err.join('\n')).toBe(
      `The Redis key ${REMOTES_KEY} is not a remote map (the key ${REMOTES_KEY} holds another type than a string (WRONGTYPE)); fix or delete it, then release again`,
    );
    expect(await client.type(REMOTES_KEY)).toBe('list');
  });
});

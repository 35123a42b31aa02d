import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { runRelease } from '../src/release/cli';
import { REMOTES_KEY } from '../src/release/store';
import { sleep, startGateway, type StubServer } from './helpers';
import { manifestOf, shellTree, startBuildHost } from './release-fixtures';
import { HAS_REDIS, startRedisServer, stopRedisServer, type RedisServer } from './redis-server';

/*
 * Gateways sharing Redis follow one live remote map (the key fintools:remotes): a release reaches all
 * of them within 10 s, with their default polling; when Redis goes away each keeps the last map it had.
 */
const describeWithRedis = HAS_REDIS ? describe : describe.skip;

describeWithRedis('a release to two gateways sharing Redis', () => {
  let redisServer: RedisServer;
  let host: StubServer;
  let gateways: FastifyInstance[] = [];
  let site = '';
  const url = (build: string) => `${host.url}/${build}/mf-manifest.json`;
  const servedTax = async (app: FastifyInstance) =>
    (await app.inject({ url: '/remotes.json', headers: { host: 'fintools.test' } })).json().tax as string;

  beforeAll(async () => {
    redisServer = await startRedisServer();
    host = await startBuildHost({ v2: manifestOf('tax', 'tax remote · v2') });
    const staticRoot = shellTree();
    // Default polling (every 2 s): the 10 s promise is measured as deployed.
    gateways = await Promise.all([0, 1].map(() => startGateway({ staticRoot, redisUrl: redisServer.url })));
    await gateways[0]!.listen({ port: 0, host: '127.0.0.1' });
    const address = gateways[0]!.server.address();
    site = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });

  afterAll(async () => {
    await Promise.all(gateways.map((app) => app.close()));
    await stopRedisServer(redisServer);
    await host?.close();
  });

  test('both serve the new build within 10 s, without a restart', async () => {
    const out: string[] = [];
    const started = Date.now();
    const code = await runRelease(
      ['tax', url('v2')],
      { REDIS_URL: redisServer.url, FINTOOLS_URL: site },
      {
        out: (line) => out.push(line),
        err: (line) => out.push(line),
        fetch,
        now: () => new Date(),
      },
    );
    expect(code).toBe(0);
    expect(out.join('\n')).toMatch(/Written to redis 127\.0\.0\.1:\d+\./);
    while ((await Promise.all(gateways.map(servedTax))).some((served) => served !== url('v2'))) {
      expect(Date.now() - started).toBeLessThan(10_000);
      await sleep(100);
    }

    const inspect = new Redis(redisServer.url);
    try {
      expect(JSON.parse((await inspect.get(REMOTES_KEY)) ?? '{}')).toMatchObject({
        remotes: { tax: { live: { url: url('v2'), label: 'tax remote · v2' } } },
      });
    } finally {
      inspect.disconnect();
    }
  });

  test('with Redis gone, each keeps serving the last map it read', async () => {
    await stopRedisServer(redisServer);
    await sleep(2500); // more than one poll
    for (const app of gateways) expect(await servedTax(app)).toBe(url('v2'));
    // And a release cannot be written: the command says so rather than pretending.
    const err: string[] = [];
    const code = await runRelease(
      ['tax', '--rollback'],
      { REDIS_URL: redisServer.url, FINTOOLS_URL: site },
      {
        out: () => undefined,
        err: (line) => err.push(line),
        fetch,
        now: () => new Date(),
        confirmWithinMs: 0,
      },
    );
    expect(code).toBe(1);
    expect(err.join('\n')).not.toContain('redis-test-secret');
  });
});

import fs from 'node:fs';
import Fastify, { type FastifyInstance } from 'fastify';
import { MAX_TOOLS_FILE_BYTES, type ToolEntry } from '@fintools/shared/catalogue/tool-entry';
import { enforceGatewayRoutes, GATEWAY_ROUTE_ROOTS, isGatewayRoute } from '../src/gateway-routes';
import { runRelease, toolProblems } from '../src/release/cli';
import { parseReleaseState, releaseLive, startCanary, type Release } from '../src/release/release-state';
import { metricsOf, pageToken, startGateway, startStub, type StubServer } from './helpers';
import { entryOf, manifestOf, shellTree, startReleaseGateway } from './release-fixtures';

/*
 * The release gate: no tool on a gateway route, no path another area holds live or in a canary (checked
 * again under the map's lock, so two releases at once cannot both take a path), at most 100 tools and 256 KB.
 */

const tool = (id: string, toolPath = `/${id}`): ToolEntry => ({
  id,
  path: toolPath,
  label: id,
  title: id,
  summary: `What ${id} does.`,
  screen: 'src/screen.tsx',
});

test.each(['/api', '/mfe', '/metrics', '/healthz', '/Metrics', '/API/', '/sw.js', '/remotes.json', '/tools.json'])(
  '%s is a gateway route: no tool may take it',
  (toolPath) => {
    expect(isGatewayRoute(toolPath)).toBe(true);
  },
);

test.each(['/emi-calculator', '/apis', '/metrics-guide', '/health'])('%s is free for a tool', (toolPath) => {
  expect(isGatewayRoute(toolPath)).toBe(false);
});

test('the release gate names a tool on a gateway route', () => {
  expect(toolProblems('savings', [tool('metrics'), tool('api'), tool('healthz'), tool('mfe')], [], [])).toEqual([
    "path /metrics is the gateway's own route",
    "path /api is the gateway's own route",
    "path /healthz is the gateway's own route",
    "path /mfe is the gateway's own route",
  ]);
});

test('the reserved roots are the gateway’s routes: a route under any other root stops start-up', async () => {
  const app = Fastify();
  enforceGatewayRoutes(app);
  for (const root of GATEWAY_ROUTE_ROOTS) app.get(`${root}/x`, async () => 'ok');
  expect(() => app.get('/admin/stats', async () => 'no')).toThrow(
    'The gateway route /admin/stats is under /admin, which GATEWAY_ROUTE_ROOTS (src/gateway-routes.ts) does not reserve from tools: add it there',
  );
  await app.close();
});

test("a running canary's path is taken: another area's release is refused, in the map's own transition", () => {
  const names = (release: Release, tools: ToolEntry[]) => ({
    ...release,
    tools: tools.map(({ id, path: p }) => ({ id, path: p })),
  });
  const at = '2026-11-24T10:00:00.000Z';
  const canary = startCanary(
    { remotes: {} },
    'savings',
    names({ url: 'https://cdn.example/savings/v1/mf-manifest.json', at }, [tool('ppf-plus')]),
    10,
  );
  if (!canary.ok) throw new Error(canary.error);
  const taking = releaseLive(
    canary.state,
    'loans',
    names({ url: 'https://cdn.example/loans/v1/mf-manifest.json', at }, [tool('loan-plus', '/PPF-plus')]),
  );
  expect(taking).toEqual({
    ok: false,
    error:
      "Refused: the build's tools clash with another area's.\n  path /PPF-plus is already served by the savings area's canary (ppf-plus)",
  });
  // The recorded names survive the map's round trip.
  expect(parseReleaseState(JSON.parse(JSON.stringify(canary.state))).remotes.savings?.canary?.tools).toEqual([
    { id: 'ppf-plus', path: '/ppf-plus' },
  ]);
});

describe('pnpm release against a gateway', () => {
  let host: StubServer;
  let app: FastifyInstance;
  let remotesFile = '';
  let site = '';
  /** Each build folder: its area and its tools.json text. */
  const builds: Record<string, { area: string; tools: string }> = {
    'savings-v1': { area: 'savings', tools: JSON.stringify([tool('ppf-plus')]) },
    'loans-v1': { area: 'loans', tools: JSON.stringify([tool('loan-plus', '/ppf-plus')]) },
    'pensions-v1': { area: 'pensions', tools: JSON.stringify([tool('pension-plus', '/ppf-plus')]) },
    'many-v1': {
      area: 'many',
      tools: JSON.stringify(Array.from({ length: 101 }, (_, index) => tool(`many-${index}`))),
    },
    'large-v1': {
      area: 'large',
      tools: JSON.stringify([{ ...tool('large-1'), summary: ' '.repeat(MAX_TOOLS_FILE_BYTES) }]),
    },
    'metrics-v1': { area: 'stats', tools: JSON.stringify([tool('metrics')]) },
  };
  const url = (build: string) => `${host.url}/${build}/mf-manifest.json`;

  const release = async (...args: string[]) => {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runRelease(
      args,
      { REMOTES_FILE: remotesFile, FINTOOLS_URL: site },
      { out: (l) => out.push(l), err: (l) => err.push(l), fetch, now: () => new Date(), confirmWithinMs: 1000 },
    );
    return { code, out: out.join('\n'), err: err.join('\n') };
  };

  beforeAll(async () => {
    host = await startStub((request, response) => {
      const [, folder, file] = /^\/([^/]+)\/([^/?]+)/.exec(request.url ?? '') ?? [];
      const build = folder ? builds[folder] : undefined;
      if (!build) {
        response.writeHead(404);
        return response.end();
      }
      if (file === 'mf-manifest.json') {
        response.writeHead(200, { 'content-type': 'application/json' });
        return response.end(JSON.stringify(manifestOf(build.area, `${folder} build`)));
      }
      if (file === 'tools.json') {
        response.writeHead(200, { 'content-type': 'application/json' });
        return response.end(build.tools);
      }
      response.writeHead(200, { 'content-type': 'text/javascript' });
      if (file !== 'remoteEntry.js') return response.end(`var ${build.area} = {};`);
      let tools: ToolEntry[] = [];
      try {
        tools = JSON.parse(build.tools) as ToolEntry[];
      } catch {
        // not a list: the gate refuses the tools.json first
      }
      return response.end(entryOf(manifestOf(build.area, `${folder} build`), tools));
    });
    ({ app, site, remotesFile } = await startReleaseGateway(50));
  });
  afterAll(async () => {
    await app.close();
    await host.close();
  });

  test('two releases adding the same path at once: one is live, the other refused', async () => {
    const results = await Promise.all([release('savings', url('savings-v1')), release('loans', url('loans-v1'))]);
    expect(results.map((result) => result.code).sort()).toEqual([0, 1]);
    const refused = results.find((result) => result.code === 1)!;
    expect(refused.err).toMatch(/path \/ppf-plus is already served by the (savings|loans) area/);
    const map = JSON.parse(fs.readFileSync(remotesFile, 'utf8')) as { remotes: Record<string, unknown> };
    expect(Object.keys(map.remotes)).toHaveLength(1);
  });

  test("a path held by a running canary is refused to another area's release", async () => {
    // Whichever won above holds /ppf-plus live; take it back, then hold it with a canary.
    const map = JSON.parse(fs.readFileSync(remotesFile, 'utf8')) as { remotes: Record<string, unknown> };
    const winner = Object.keys(map.remotes)[0]!;
    const back = await release(winner, '--rollback');
    expect(back.err).toBe('');
    expect(back.code).toBe(0);
    const canary = await release('savings', url('savings-v1'), '--canary', '10');
    expect(canary.err).toBe('');
    expect(canary.code).toBe(0);
    const taking = await release('pensions', url('pensions-v1'));
    expect(taking.code).toBe(1);
    expect(taking.err).toContain('path /ppf-plus is already served by the savings area (ppf-plus)');
    expect((await release('savings', '--rollback')).code).toBe(0);
  });

  test.each<[string, string]>([
    ['many-v1', 'lists 101 tools: at most 100 per area'],
    ['large-v1', 'it is larger than 256 KB'],
    ['metrics-v1', "path /metrics is the gateway's own route"],
  ])('%s is refused: %s', async (build, why) => {
    const result = await release(builds[build]!.area, url(build));
    expect(result.code).toBe(1);
    expect(result.err).toContain(why);
  });

  test('a gateway leaves a tool on its own route out of the catalogue (a tools.json changed after its release)', async () => {
    const other = await startGateway({ staticRoot: shellTree(), remoteUrls: { stats: url('metrics-v1') } });
    try {
      const tools = (await other.inject('/tools.json')).json() as { path: string }[];
      expect(tools.map((entry) => entry.path)).not.toContain('/metrics');
      expect(tools.length).toBeGreaterThan(0);
    } finally {
      await other.close();
    }
  });

  test('a load report naming an area no gateway serves is one "other" series in /metrics', async () => {
    for (const remote of ['made-up-area-1', 'made-up-area-2']) {
      await app.inject({
        method: 'POST',
        url: '/api/events',
        headers: { 'content-type': 'text/plain', 'sec-fetch-site': 'same-origin' },
        payload: JSON.stringify({
          type: 'remote-load',
          remote,
          entry: `https://x.example/${remote}/remoteEntry.js`,
          outcome: 'failed',
          ms: 5,
          token: pageToken(),
        }),
      });
    }
    const metrics = await metricsOf(app);
    expect(metrics).not.toContain('made-up-area');
    expect(metrics).toContain('fintools_remote_loads_total{remote="other",build="unknown",outcome="failed"}');
  });
});

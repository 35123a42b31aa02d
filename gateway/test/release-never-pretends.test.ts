import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { loadConfig } from '../src/config';
import { emptyDir, type StubServer } from './helpers';
import { releaseCommand, startBuildHost, startReleaseGateway, manifestOf } from './release-fixtures';

/*
 * A release is true or it fails: `pnpm release` exits non-zero, saying why, when the gateway it names does not
 * show the change within its wait, and it refuses to write this checkout's default map while FINTOOLS_URL names
 * a gateway (the finding: it wrote gateway/data/remotes.json, said "is live for everyone", and exited 0).
 */

let host: StubServer;
let gateway: { app: FastifyInstance; site: string; remotesFile: string };
const url = `/v2/mf-manifest.json`;

beforeAll(async () => {
  host = await startBuildHost({ v2: manifestOf('tax', 'tax remote · v2') });
  gateway = await startReleaseGateway(50);
});
afterAll(async () => {
  await gateway.app.close();
  await host.close();
});

test('FINTOOLS_URL without REDIS_URL or REMOTES_FILE: refused before anything is read or written', async () => {
  const defaultMap = loadConfig({}).remotesFile;
  const before = fs.existsSync(defaultMap) ? fs.readFileSync(defaultMap, 'utf8') : undefined;
  const result = await releaseCommand(['tax', `${host.url}${url}`], { FINTOOLS_URL: gateway.site });
  expect(result.code).toBe(1);
  expect(result.err.split('\n')).toEqual([
    `Refused: FINTOOLS_URL names the gateway at ${gateway.site}, but neither REDIS_URL nor REMOTES_FILE says where its remote map lives.`,
    `  Without them this would write ${defaultMap}, this checkout's own map, which that gateway does not read.`,
    '  Set REDIS_URL to the Redis the gateways share, or REMOTES_FILE to the map file they read (docs/deploy.md "Releasing a remote").',
  ]);
  expect(result.out).toBe('');
  expect(fs.existsSync(defaultMap) ? fs.readFileSync(defaultMap, 'utf8') : undefined).toBe(before);
  expect(host.hits).toBe(0);
});

test('a map the gateway does not follow: "Not live", exit 1, and never "is live for everyone"', async () => {
  const elsewhere = path.join(emptyDir(), 'remotes.json');
  const result = await releaseCommand(
    ['tax', `${host.url}${url}`],
    { FINTOOLS_URL: gateway.site, REMOTES_FILE: elsewhere },
    { confirmWithinMs: 1000 },
  );
  expect(result.code).toBe(1);
  expect(result.out).not.toContain('is live');
  expect(result.err).toBe(
    [
      `Not live: written to ${elsewhere}, but the gateway at ${gateway.site} did not show the change within 1 s: it still serves the map it had: it reads another map (its REDIS_URL or REMOTES_FILE) than the one written.`,
      '  Check `pnpm release --status`; the change stays in the map, and a gateway that reads it serves it as soon as it can.',
    ].join('\n'),
  );
  expect(JSON.parse(fs.readFileSync(elsewhere, 'utf8')).remotes.tax.live.url).toBe(`${host.url}${url}`);
});

test('the same release into the map the gateway follows: live, said so, exit 0', async () => {
  const result = await releaseCommand(['tax', `${host.url}${url}`], {
    FINTOOLS_URL: gateway.site,
    REMOTES_FILE: gateway.remotesFile,
  });
  expect(result.err).toBe('');
  expect(result.code).toBe(0);
  expect(result.out).toContain(`tax: ${host.url}${url} is live for everyone (tax remote · v2)`);
  expect(result.out).toContain(`The gateway at ${gateway.site} serves it now`);
});

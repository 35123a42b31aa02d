import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { loadConfig, REPO_ROOT, type GatewayConfig } from '../src/config';
import { PAGE_TOKEN_HEADER } from '@fintools/shared/api/page-token';
import { buildGateway, type GatewayOptions } from '../src/build-gateway';
import { PageTokens } from '../src/page-token';

/** The PAGE_TOKEN_SECRET of test gateways, so a test can hold the token a page would carry (`pageToken`). */
export const TEST_PAGE_TOKEN_SECRET = 'test-page-token-secret-0123456789abcdef';

/** The token a test gateway writes into a page served to `address` (inject's default is 127.0.0.1). */
export function pageToken(address = '127.0.0.1'): string {
  return new PageTokens(Buffer.from(TEST_PAGE_TOKEN_SECRET)).issue(address).token;
}

/** The header a chat request from a test gateway's page carries. */
export const pageTokenHeader = (address?: string) => ({ [PAGE_TOKEN_HEADER.toLowerCase()]: pageToken(address) });

/**
 * A beacon from one of our pages as a browser sends it (text/plain, `Sec-Fetch-Site: same-origin`): a tax load of
 * `entry` from `remoteAddress`, with `token` (by default the one the page served to that address carries).
 */
export function postLoadReport(
  app: FastifyInstance,
  { entry, outcome, remoteAddress, token = pageToken(remoteAddress) }: LoadReportFields,
) {
  return app.inject({
    method: 'POST',
    url: '/api/events',
    remoteAddress,
    headers: { 'content-type': 'text/plain', 'sec-fetch-site': 'same-origin' },
    payload: JSON.stringify({ type: 'remote-load', remote: 'tax', entry, outcome, ms: 5, ...(token ? { token } : {}) }),
  });
}

interface LoadReportFields {
  entry: string;
  outcome: string;
  remoteAddress: string;
  /** null: no token at all. */
  token?: string | null;
}

/** The METRICS_TOKEN of test gateways: /metrics answers `metricsOf(app)`. */
export const TEST_METRICS_TOKEN = 'test-metrics-token-0123456789';

/** A config as a bare environment would give, with no built files unless a test says where they are. */
export function testConfig(overrides: Partial<GatewayConfig> = {}): GatewayConfig {
  // A map file of its own: never the repository's gateway/data/remotes.json that a local `pnpm release` wrote.
  return {
    ...loadConfig({ METRICS_TOKEN: TEST_METRICS_TOKEN, PAGE_TOKEN_SECRET: TEST_PAGE_TOKEN_SECRET }),
    staticRoot: tempTree({}),
    remotesFile: path.join(emptyDir(), 'remotes.json'),
    logLevel: 'silent',
    ...overrides,
  };
}

export async function startGateway(
  overrides: Partial<GatewayConfig> = {},
  options: GatewayOptions = { logger: false },
): Promise<FastifyInstance> {
  const app = await buildGateway(testConfig(overrides), options);
  await app.ready();
  return app;
}

const tempDirs: string[] = [];
// Registered from here so every test file that makes temp folders also removes them.
afterAll(() => {
  for (const dir of tempDirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

export function emptyDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fintools-gateway-'));
  tempDirs.push(dir);
  return dir;
}

/** The areas of the repository: a folder `mfe-<area>/` each, which the gateway serves as its own (unbuilt here). */
export const REPO_AREAS = ['calculators', 'chat', 'media', 'resume', 'tax'] as const;

/**
 * Writes files under a fresh temp folder laid out like the repository (an `mfe-<area>/` folder per area):
 * `{ 'shell/dist/index.html': '<html>' }`.
 */
export function tempTree(files: Record<string, string | Buffer>): string {
  const root = emptyDir();
  for (const area of REPO_AREAS) {
    // Each area's tools.json as its build publishes it, so the gateway's catalogue is the product's.
    fs.mkdirSync(path.join(root, `mfe-${area}`, 'dist'), { recursive: true });
    fs.copyFileSync(
      path.join(REPO_ROOT, `mfe-${area}`, 'tools.json'),
      path.join(root, `mfe-${area}`, 'dist', 'tools.json'),
    );
  }
  for (const [name, content] of Object.entries(files)) {
    const file = path.join(root, name);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, content);
  }
  return root;
}

export interface StubServer {
  url: string;
  /** Requests received so far. */
  hits: number;
  /** Requests whose connection the client closed before the stub finished. */
  aborted: number;
  close(): Promise<void>;
}

/** A tiny upstream that misbehaves on purpose: fails, hangs, breaks a stream. */
export async function startStub(
  handler: (req: http.IncomingMessage, res: http.ServerResponse) => void,
): Promise<StubServer> {
  const stub = { hits: 0, aborted: 0 } as StubServer;
  const server = http.createServer((req, res) => {
    stub.hits += 1;
    res.on('close', () => {
      if (!res.writableFinished) stub.aborted += 1;
    });
    handler(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  stub.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  stub.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return stub;
}

/** A URL on a port nothing listens on: "connection refused". */
export async function closedPortUrl(): Promise<string> {
  const stub = await startStub(() => undefined);
  await stub.close();
  return stub.url;
}

/**
 * A response body for assertions. `any` on purpose, in tests only: `expect` checks the shape, and
 * typing every provider payload here would only repeat what the assertions say.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function bodyOf(response: Response | Promise<Response>): Promise<any> {
  return (await response).json();
}

/** `GET /metrics` as Prometheus asks for it, with the token. */
export async function metricsOf(app: FastifyInstance): Promise<string> {
  const response = await app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TEST_METRICS_TOKEN}` } });
  if (response.statusCode !== 200) throw new Error(`/metrics answered ${response.statusCode}`);
  return response.body;
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Polls until `condition` holds or `timeoutMs` passes; the caller asserts afterwards, for a clear failure. */
export async function waitFor(condition: () => boolean | Promise<boolean>, timeoutMs = 2000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition()) && Date.now() < deadline) await sleep(10);
}

/** How long `run` took, with its result. */
export async function timed<T>(run: () => Promise<T>): Promise<{ result: T; ms: number }> {
  const started = performance.now();
  const result = await run();
  return { result, ms: performance.now() - started };
}

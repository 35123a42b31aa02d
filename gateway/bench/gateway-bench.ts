/**
 * `pnpm --filter @fintools/gateway bench` (root: `pnpm bench:gateway`): how fast the gateway serves what
 * every visitor asks for, measured, never judged. Starts the fake providers here and the gateway in a
 * child process on free loopback ports, warms the rates cache, then drives each target with autocannon
 * for a bounded time and prints requests/s, latency, failures and the gateway's memory.
 *
 * BENCH_DURATION_S (default 5) and BENCH_CONNECTIONS (default 10) tune the run; LOG_LEVEL and REDIS_URL
 * reach the gateway as usual (REDIS_URL: rate limits and rates cache through Redis).
 */
import { fork, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { HASHED_FILE } from '@fintools/shared/build/hashed-file';
import { startFakeUpstreams } from '../fakes/server';
import { REPO_ROOT } from '../src/config';
import type { ChildMessage } from './gateway-child';

const DURATION_S = positive('BENCH_DURATION_S', 5);
const CONNECTIONS = positive('BENCH_CONNECTIONS', 10);
/** What a browser sends: compression is part of the cost of serving a chunk. */
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br', accept: '*/*' };

interface Target {
  name: string;
  path: string;
  /** Default: what a browser sends. */
  headers?: Record<string, string>;
  /** Why it is left out, when its file is not built. */
  missing?: string;
}

interface Row {
  target: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  bytesPerRequest: number;
  rssAfter: number;
}

async function main(): Promise<void> {
  const fakes = await startFakeUpstreams({ port: 0 });
  const gateway = await startGatewayChild({
    RATES_BASE_URL: fakes.url,
    STATIC_ROOT: REPO_ROOT,
    HOST: '127.0.0.1',
    // Every request here comes from one address: raise the limit so the run measures serving, not 429s.
    RATE_LIMIT_PER_MINUTE: '1000000000',
  });
  try {
    const warm = (await (await fetch(`${gateway.url}/api/rates?from=USD`)).json()) as { source?: string };
    const cached = (await (await fetch(`${gateway.url}/api/rates?from=USD`)).json()) as { source?: string };
    if (warm.source !== 'live' || cached.source !== 'cache') {
      throw new Error(`Warming the rates cache failed: got source ${warm.source}, then ${cached.source}`);
    }

    const before = await gateway.memory();
    const rows: Row[] = [];
    const skipped: string[] = [];
    for (const target of targets()) {
      if (target.missing) {
        skipped.push(`${target.name}: ${target.missing}`);
        continue;
      }
      process.stdout.write(`  ${target.name} …\n`);
      const result = await autocannon({
        url: `${gateway.url}${target.path}`,
        connections: CONNECTIONS,
        duration: DURATION_S,
        headers: target.headers ?? BROWSER_HEADERS,
      });
      rows.push({
        target: target.name,
        requestsPerSecond: result.requests.average,
        p50: result.latency.p50,
        p99: result.latency.p99,
        non2xx: result.non2xx,
        errors: result.errors + result.timeouts,
        bytesPerRequest: result.requests.total ? result.throughput.total / result.requests.total : 0,
        rssAfter: (await gateway.memory()).rss,
      });
    }
    const after = await gateway.memory();
    report(rows, skipped, before, after);
  } finally {
    gateway.stop();
    await fakes.close();
  }
}

/** The cached rates, the shell's page, a remote's manifest and one of its content-hashed chunks. */
function targets(): Target[] {
  const shell = path.join(REPO_ROOT, 'shell', 'dist', 'index.html');
  const calculators = path.join(REPO_ROOT, 'mfe-calculators', 'dist');
  const chunk = largestHashedChunk(calculators);
  const notBuilt = (what: string) => `${what} is not built (pnpm build), skipped`;
  return [
    { name: '/api/rates?from=USD (cached)', path: '/api/rates?from=USD' },
    { name: '/ (shell index.html)', path: '/', missing: fs.existsSync(shell) ? undefined : notBuilt('shell/dist') },
    {
      name: '/mfe/calculators/mf-manifest.json',
      path: '/mfe/calculators/mf-manifest.json',
      missing: fs.existsSync(path.join(calculators, 'mf-manifest.json')) ? undefined : notBuilt('mfe-calculators/dist'),
    },
    ...(chunk
      ? [
          { name: `/mfe/calculators/${chunk.name} (${kb(chunk.size)})`, path: `/mfe/calculators/${chunk.name}` },
          // The same bytes uncompressed: the difference is what compressing on every request costs.
          {
            name: `  the same, no Accept-Encoding`,
            path: `/mfe/calculators/${chunk.name}`,
            headers: { accept: '*/*' },
          },
        ]
      : [{ name: 'a hashed chunk of mfe-calculators', path: '', missing: notBuilt('mfe-calculators/dist') }]),
  ];
}

/** The biggest `name.<hash>.js` a visitor downloads: the worst case for serving (and compressing) a chunk. */
function largestHashedChunk(dist: string): { name: string; size: number } | undefined {
  if (!fs.existsSync(dist)) return undefined;
  return fs
    .readdirSync(dist)
    .filter((name) => HASHED_FILE.test(name) && name.endsWith('.js'))
    .map((name) => ({ name, size: fs.statSync(path.join(dist, name)).size }))
    .sort((a, b) => b.size - a.size)[0];
}

interface GatewayChild {
  url: string;
  memory(): Promise<NodeJS.MemoryUsage>;
  stop(): void;
}

async function startGatewayChild(env: Record<string, string>): Promise<GatewayChild> {
  const child: ChildProcess = fork(path.join(__dirname, 'gateway-child.ts'), {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, ...env },
    // Its request log (LOG_LEVEL, info by default as in production) is written, then thrown away.
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const next = <T extends ChildMessage['type']>(type: T) =>
    new Promise<Extract<ChildMessage, { type: T }>>((resolve, reject) => {
      const onMessage = (message: ChildMessage) => {
        if (message.type !== type) return;
        child.off('exit', onExit);
        child.off('message', onMessage);
        resolve(message as Extract<ChildMessage, { type: T }>);
      };
      const onExit = (code: number | null) => reject(new Error(`The gateway exited (${code}) before ${type}`));
      child.on('message', onMessage);
      child.once('exit', onExit);
    });
  const { url } = await next('listening');
  return {
    url,
    memory: async () => {
      const answer = next('memory');
      child.send('memory');
      return (await answer).usage;
    },
    stop: () => {
      if (child.connected) child.disconnect();
      setTimeout(() => child.kill('SIGKILL'), 3000).unref();
    },
  };
}

function report(rows: Row[], skipped: string[], before: NodeJS.MemoryUsage, after: NodeJS.MemoryUsage): void {
  const header = ['target', 'req/s', 'p50 ms', 'p99 ms', 'non-2xx', 'errors', 'bytes/resp', 'RSS after'];
  const lines = rows.map((row) => [
    row.target,
    row.requestsPerSecond.toFixed(0),
    row.p50.toFixed(1),
    row.p99.toFixed(1),
    String(row.non2xx),
    String(row.errors),
    row.bytesPerRequest.toFixed(0),
    mb(row.rssAfter),
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...lines.map((line) => line[column]!.length)));
  const format = (cells: string[]) =>
    `| ${cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join(' | ')} |`;

  console.log(
    `\nGateway bench: ${CONNECTIONS} connections × ${DURATION_S} s per target, node ${process.version}, ` +
      `${os.cpus().length} CPUs (load ${os.loadavg()[0]!.toFixed(1)}), LOG_LEVEL ${process.env.LOG_LEVEL ?? 'info'}, ` +
      `${process.env.REDIS_URL ? 'state in Redis' : 'state in memory'}; Accept-Encoding as a browser's unless said\n`,
  );
  console.log(format(header));
  console.log(
    `|${widths.map((width, column) => (column === 0 ? '-'.repeat(width + 2) : `${'-'.repeat(width + 1)}:`)).join('|')}|`,
  );
  for (const line of lines) console.log(format(line));
  console.log(
    `\nGateway memory before: RSS ${mb(before.rss)}, heap ${mb(before.heapUsed)} of ${mb(before.heapTotal)}` +
      `\nGateway memory after:  RSS ${mb(after.rss)}, heap ${mb(after.heapUsed)} of ${mb(after.heapTotal)}`,
  );
  for (const line of skipped) console.log(`Skipped ${line}`);
}

function positive(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a whole number of at least 1`);
  return value;
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

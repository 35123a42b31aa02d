import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { closedPortUrl } from './helpers';

/**
 * Debian's real redis-server on a loopback port, for the tests of many gateways sharing one Redis.
 * CI installs it (.ci/run); where it is missing those tests are skipped, saying why.
 */
export const HAS_REDIS = spawnSync('redis-server', ['--version']).status === 0;

/** The test Redis's password: a test checks it never reaches a log line. */
export const REDIS_TEST_PASSWORD = 'redis-test-secret-5d1c';

export interface RedisServer {
  url: string;
  process: ChildProcess;
  exited: Promise<void>;
}

/** redis-server on a free loopback port, no persistence; resolves once it accepts connections. */
export async function startRedisServer(): Promise<RedisServer> {
  for (let attempt = 1; ; attempt++) {
    const port = Number(new URL(await closedPortUrl()).port);
    const child = spawn(
      'redis-server',
      [
        '--port',
        String(port),
        '--bind',
        '127.0.0.1',
        '--save',
        '',
        '--appendonly',
        'no',
        '--requirepass',
        REDIS_TEST_PASSWORD,
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    const ready = await new Promise<boolean>((resolve) => {
      let output = '';
      const timer = setTimeout(() => resolve(false), 10_000);
      child.stdout?.on('data', (chunk: Buffer) => {
        output += String(chunk);
        if (output.includes('Ready to accept connections')) {
          clearTimeout(timer);
          resolve(true);
        }
      });
      void exited.then(() => {
        clearTimeout(timer);
        resolve(false);
      });
    });
    if (ready) return { url: `redis://:${REDIS_TEST_PASSWORD}@127.0.0.1:${port}`, process: child, exited };
    child.kill('SIGKILL');
    await exited;
    // The free port was taken in between, most likely: try another.
    if (attempt === 3) throw new Error('redis-server did not start');
  }
}

/** Kills it (if still running) and waits until it is gone. */
export async function stopRedisServer(server: RedisServer | undefined): Promise<void> {
  if (!server || server.process.exitCode !== null || server.process.signalCode !== null) return;
  server.process.kill('SIGKILL');
  await server.exited;
}

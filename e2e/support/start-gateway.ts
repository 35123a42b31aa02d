import { spawn } from 'node:child_process';
import path from 'node:path';

const REPO_ROOT = path.resolve(__dirname, '../..');

/**
 * Starts the real gateway over the built product on a spare port (for scripts outside Playwright's
 * webServer), and stops its whole process group afterwards so no server outlives the script.
 */
export async function startGateway(env: Record<string, string> = {}, port = 18180): Promise<{ url: string; stop: () => Promise<void> }> {
  const child = spawn('pnpm', ['--filter', '@fintools/gateway', 'start'], {
    cwd: REPO_ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 300_000;
  for (;;) {
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null) throw new Error(`the gateway exited with ${child.exitCode}`);
    if (Date.now() > deadline) throw new Error('the gateway did not start in time');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    url,
    stop: async () => {
      if (child.pid !== undefined && child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    },
  };
}

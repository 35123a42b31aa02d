import path from 'node:path';
import { spawnGroup, waitFor } from './processes';

export const REPO_ROOT = path.resolve(__dirname, '../..');

export interface StartGatewayOptions {
  /**
   * Run the server alone (`node --import tsx src/run-gateway.ts`) instead of `pnpm start`, which first builds
   * whatever dist is missing: for tests that must not build, or race someone else's build.
   */
  buildNothing?: boolean;
}

export interface RunningGateway {
  url: string;
  port: number;
  stop: () => Promise<void>;
}

/**
 * Starts the real gateway over the built product on a spare port (for scripts and specs outside
 * Playwright's webServer), and stops its whole process group afterwards so no server outlives the run.
 * `env` is the gateway's environment (REMOTE_<NAME>_URL, STATIC_ROOT…); PORT and HOST are set here.
 */
export async function startGateway(
  env: Record<string, string> = {},
  port = 18180,
  options: StartGatewayOptions = {},
): Promise<RunningGateway> {
  const [command, args, cwd] = options.buildNothing
    ? ['node', ['--import', 'tsx', 'src/run-gateway.ts'], path.join(REPO_ROOT, 'gateway')]
    : ['pnpm', ['--filter', '@fintools/gateway', 'start'], REPO_ROOT];
  const gateway = spawnGroup(command, args, {
    cwd,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
  });
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitFor(
      `the gateway on ${url}`,
      async () => (await fetch(`${url}/healthz`)).ok,
      300_000,
      () =>
        gateway.child.exitCode !== null ? `exited with ${gateway.child.exitCode}:\n${gateway.output()}` : undefined,
    );
  } catch (error) {
    await gateway.stop();
    throw error;
  }
  return { url, port, stop: gateway.stop };
}

import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';

/** Children started by this test process, so none outlives it even if a test dies before its afterAll. */
const running = new Set<ChildProcess>();

process.once('exit', () => {
  for (const child of running) killGroup(child, 'SIGKILL');
});

function killGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
}

export interface GroupProcess {
  child: ChildProcess;
  /** Everything it printed, for error messages. */
  output: () => string;
  /** Stops the whole process group (a `pnpm` parent and its node child alike) and waits for the exit. */
  stop: () => Promise<void>;
}

/** Starts a command in its own process group (detached), collecting its output. */
export function spawnGroup(command: string, args: string[], options: SpawnOptions): GroupProcess {
  const child = spawn(command, args, { ...options, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  running.add(child);
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<void>((resolve) => {
    child.once('exit', () => {
      running.delete(child);
      resolve();
    });
  });
  return {
    child,
    output: () => output,
    stop: async () => {
      killGroup(child, 'SIGTERM');
      const forced = setTimeout(() => killGroup(child, 'SIGKILL'), 5_000);
      await exited;
      clearTimeout(forced);
    },
  };
}

/** Runs a command to the end; rejects with its output when it fails. */
export async function runToEnd(command: string, args: string[], options: SpawnOptions): Promise<string> {
  const job = spawnGroup(command, args, options);
  const code = await new Promise<number | null>((resolve) => job.child.once('exit', (exitCode) => resolve(exitCode)));
  if (code !== 0) throw new Error(`${command} ${args.join(' ')} exited with ${code}:\n${job.output()}`);
  return job.output();
}

/** Polls until `check` resolves true (a condition, not a fixed sleep), or throws after `timeoutMs`. */
export async function waitFor(
  what: string,
  check: () => Promise<boolean>,
  timeoutMs: number,
  failed?: () => string | undefined,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check().catch(() => false)) return;
    const reason = failed?.();
    if (reason) throw new Error(`${what}: ${reason}`);
    if (Date.now() > deadline) throw new Error(`${what}: not ready after ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { screenChunkFiles } from './builds';
import { spawnGroup, waitFor, type GroupProcess } from './processes';
import { REPO_ROOT } from './start-gateway';

/** Debian's redis-server, which the release specs start themselves (CI installs it). */
export const HAS_REDIS = spawnSync('redis-server', ['--version']).status === 0;

export interface RunningRedis {
  url: string;
  stop: () => Promise<void>;
}

/** redis-server on `port`, loopback only, no persistence; resolves once it accepts connections. */
export async function startRedis(port: number): Promise<RunningRedis> {
  const server: GroupProcess = spawnGroup(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { cwd: REPO_ROOT },
  );
  try {
    await waitFor(
      `redis-server on ${port}`,
      async () => server.output().includes('Ready to accept connections'),
      10_000,
      () => (server.child.exitCode !== null ? `exited with ${server.child.exitCode}:\n${server.output()}` : undefined),
    );
  } catch (error) {
    await server.stop();
    throw error;
  }
  return { url: `redis://127.0.0.1:${port}`, stop: server.stop };
}

export interface ReleaseRun {
  code: number | null;
  output: string;
}

/**
 * `pnpm release …` as a team runs it, with the gateways' REDIS_URL and a gateway as FINTOOLS_URL: the script
 * `pnpm release` names (gateway/package.json), started without pnpm's own second of start-up each time.
 */
export async function runReleaseCommand(args: string[], env: Record<string, string>): Promise<ReleaseRun> {
  const run = spawnGroup(process.execPath, ['--import', 'tsx', 'src/release/run-release.ts', ...args], {
    cwd: path.join(REPO_ROOT, 'gateway'),
    env: { ...process.env, ...env },
  });
  const code = await new Promise<number | null>((resolve) => run.child.once('exit', (exitCode) => resolve(exitCode)));
  return { code, output: run.output() };
}

/**
 * Copies a build to `target` and edits its manifest: the fixtures a release is checked against (the
 * manifest a build against another @fintools/shared writes, a label of its own).
 */
export function copyBuild(source: string, target: string, editManifest: (manifest: Manifest) => void): void {
  rmSync(target, { recursive: true, force: true });
  cpSync(source, target, { recursive: true });
  const file = path.join(target, 'mf-manifest.json');
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Manifest;
  editManifest(manifest);
  writeFileSync(file, JSON.stringify(manifest, null, 2));
  // The release gate reads the shared requirements from remoteEntry.js and refuses a manifest that says other
  // ones: the entry is edited to match, as a build against those versions would have written it.
  const entryFile = path.join(target, 'remoteEntry.js');
  let entry = readFileSync(entryFile, 'utf8');
  for (const { name, requiredVersion } of manifest.shared) {
    const key = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    entry = entry.replace(
      new RegExp(`(requiredVersion:)"[^"]*"(,strictVersion:[^,]*,eager:[^,]*,layer:[^,]*,shareKey:"${key}")`, 'g'),
      (_all, before: string, after: string) => `${before}${JSON.stringify(requiredVersion)}${after}`,
    );
  }
  writeFileSync(entryFile, entry);
  // The precompressed copies would still say the old files.
  for (const changed of [file, entryFile]) {
    rmSync(`${changed}.br`, { force: true });
    rmSync(`${changed}.gz`, { force: true });
  }
}

/**
 * Moves the screens' chunks of a build from one folder to another: out of a build, as a half-finished upload
 * or a host that lost files would leave it, and back.
 */
export function moveScreenChunks(from: string, to: string): void {
  mkdirSync(to, { recursive: true });
  // The build's list of its screens' chunks is in the build folder: the one moved from, or back to.
  const build = existsSync(path.join(from, 'files-by-expose.json')) ? from : to;
  for (const file of screenChunkFiles(build)) {
    if (existsSync(path.join(from, file))) renameSync(path.join(from, file), path.join(to, file));
  }
}

export interface Manifest {
  metaData: { buildInfo: { buildLabel?: string } };
  shared: { name: string; version: string; requiredVersion: string }[];
}

import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { REMOTE_NAMES, type RemoteName } from '@fintools/shared';
import { runToEnd } from './processes';
import { REPO_ROOT } from './start-gateway';

export const SHELL_INDEX = path.join(REPO_ROOT, 'shell', 'dist', 'index.html');

export function remoteDist(name: RemoteName): string {
  return path.join(REPO_ROOT, `mfe-${name}`, 'dist');
}

/** Remotes with a built dist (mf-manifest.json and remoteEntry.js); `pnpm build` makes them all. */
export function builtRemotes(): RemoteName[] {
  return REMOTE_NAMES.filter(
    (name) =>
      fs.existsSync(path.join(remoteDist(name), 'mf-manifest.json')) &&
      fs.existsSync(path.join(remoteDist(name), 'remoteEntry.js')),
  );
}

export function sha256(file: string): string {
  return createHash('sha256').update(fs.readFileSync(file)).digest('hex');
}

/**
 * Builds a remote once more, elsewhere (createRemoteConfigs honours FINTOOLS_DIST_DIR), with its own
 * build label: a second version of it to deploy, leaving dist/ alone.
 */
export async function buildRemoteElsewhere(name: RemoteName, distDir: string, label: string): Promise<void> {
  await runToEnd('pnpm', ['--filter', `@fintools/mfe-${name}`, 'build'], {
    cwd: REPO_ROOT,
    env: { ...process.env, FINTOOLS_DIST_DIR: distDir, FINTOOLS_BUILD_LABEL: label },
  });
}

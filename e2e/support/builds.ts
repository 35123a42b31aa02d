import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { PRODUCT_AREAS } from './catalogue';
import { runToEnd } from './processes';
import { REPO_ROOT } from './start-gateway';

export const SHELL_INDEX = path.join(REPO_ROOT, 'shell', 'dist', 'index.html');

export function remoteDist(name: string): string {
  return path.join(REPO_ROOT, `mfe-${name}`, 'dist');
}

/** Remotes with a built dist (mf-manifest.json and remoteEntry.js); `pnpm build` makes them all. */
export function builtRemotes(): string[] {
  return PRODUCT_AREAS.filter(
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
export async function buildRemoteElsewhere(name: string, distDir: string, label: string): Promise<void> {
  await runToEnd('pnpm', ['--filter', `@fintools/mfe-${name}`, 'build'], {
    cwd: REPO_ROOT,
    env: { ...process.env, FINTOOLS_DIST_DIR: distDir, FINTOOLS_BUILD_LABEL: label },
  });
}

/**
 * Builds the shell once more, elsewhere (shell/webpack.config.cjs honours FINTOOLS_DIST_DIR), with its
 * own build label (the Help page shows it): a new shell version to deploy, leaving shell/dist alone.
 */
export async function buildShellElsewhere(distDir: string, label: string): Promise<void> {
  await runToEnd('pnpm', ['--filter', '@fintools/shell', 'build'], {
    cwd: REPO_ROOT,
    env: { ...process.env, FINTOOLS_DIST_DIR: distDir, FINTOOLS_BUILD_LABEL: label },
  });
}

/**
 * A STATIC_ROOT for a gateway: the given shell build as `shell/dist`, and links to every built remote,
 * so one gateway can serve another build of the shell with the same remotes.
 */
export function staticRootWithShell(root: string, shellDistDir: string): string {
  fs.mkdirSync(path.join(root, 'shell'), { recursive: true });
  fs.cpSync(shellDistDir, path.join(root, 'shell', 'dist'), { recursive: true });
  for (const name of PRODUCT_AREAS) {
    fs.mkdirSync(path.join(root, `mfe-${name}`), { recursive: true });
    fs.symlinkSync(remoteDist(name), path.join(root, `mfe-${name}`, 'dist'), 'dir');
  }
  return root;
}

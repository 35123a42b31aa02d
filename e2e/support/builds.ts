import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { PRODUCT_AREAS } from './catalogue';
import { REPO_ROOT } from './start-gateway';

export const SHELL_INDEX = path.join(REPO_ROOT, 'shell', 'dist', 'index.html');

export function remoteDist(name: string): string {
  return path.join(REPO_ROOT, `mfe-${name}`, 'dist');
}

/**
 * Each exposed module of a build and its own chunk files, from the build's files-by-expose.json: the remote names
 * its chunk files by id (`[id].[contenthash].js`), so a screen's chunk is found by its expose, not its name.
 * @example exposeFiles(remoteDist('tax'))['./tax-compare/tax-compare-screen'] // ['171.334c9d06.js']
 */
export function exposeFiles(distDir: string): Record<string, string[]> {
  return JSON.parse(fs.readFileSync(path.join(distDir, 'files-by-expose.json'), 'utf8')) as Record<string, string[]>;
}

/** The chunk files of a build's screens: every expose's but `./mount` and `./build-info`. */
export function screenChunkFiles(distDir: string): string[] {
  return Object.entries(exposeFiles(distDir))
    .filter(([expose]) => expose !== './mount' && expose !== './build-info')
    .flatMap(([, files]) => files);
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

import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { runToEnd } from './processes';
import { REPO_ROOT } from './start-gateway';

/**
 * What a team works in when it releases its area alone: a copy of the packages it changes (never the
 * repository's own files, which the running shell and gateway were built from), with the repository's
 * installed dependencies linked in, and `@fintools/shared` pointing at the copy's shared/ when there is one.
 */
export function copyPackages(work: string, folders: readonly string[]): void {
  // The packages' tsconfig.json extend the repository's.
  fs.copyFileSync(path.join(REPO_ROOT, 'tsconfig.base.json'), path.join(work, 'tsconfig.base.json'));
  for (const folder of folders) {
    fs.cpSync(path.join(REPO_ROOT, folder), path.join(work, folder), {
      recursive: true,
      filter: (source) => !/[\\/](node_modules|dist|dist-dev)$/.test(source),
    });
    linkDependencies(path.join(REPO_ROOT, folder, 'node_modules'), path.join(work, folder, 'node_modules'), work);
  }
}

/** node_modules of a copied package: a link to each installed dependency, our own packages to their copies. */
function linkDependencies(installed: string, target: string, work: string): void {
  fs.mkdirSync(target, { recursive: true });
  for (const name of fs.readdirSync(installed)) {
    if (name === '.cache') continue;
    if (name.startsWith('@') && name !== '@fintools') {
      linkDependencies(path.join(installed, name), path.join(target, name), work);
      continue;
    }
    if (name === '@fintools') {
      fs.mkdirSync(path.join(target, name), { recursive: true });
      for (const own of fs.readdirSync(path.join(installed, name))) {
        const copy = path.join(work, own);
        const source = fs.existsSync(copy) ? copy : fs.realpathSync(path.join(installed, name, own));
        fs.symlinkSync(source, path.join(target, name, own), 'dir');
      }
      continue;
    }
    fs.symlinkSync(fs.realpathSync(path.join(installed, name)), path.join(target, name));
  }
}

/**
 * Builds the package in `dir` (the shell or a remote, the repository's or a copy, or a new area's folder) for
 * production into `distDir`, with its own build label; `configs` names the webpack configurations to build
 * (a remote's are `<area>-remote`, `<area>-page` and `<area>-embed`), all of them when absent.
 */
export async function buildRemoteAt(
  dir: string,
  distDir: string,
  label: string,
  configs: string[] = [],
): Promise<void> {
  const webpack = path.join(REPO_ROOT, 'mfe-calculators', 'node_modules', 'webpack', 'bin', 'webpack.js');
  const names = configs.flatMap((name) => ['--config-name', name]);
  await runToEnd(process.execPath, [webpack, '--mode', 'production', ...names], {
    cwd: dir,
    env: { ...process.env, FINTOOLS_DIST_DIR: distDir, FINTOOLS_BUILD_LABEL: label },
  });
}

/** Edits a text file of a copy in place; fails when `find` is not in it, so a test cannot edit nothing. */
export function editFile(file: string, find: string | RegExp, replace: string): void {
  const text = fs.readFileSync(file, 'utf8');
  const edited = text.replace(find, replace);
  if (edited === text) throw new Error(`${file}: ${String(find)} not found`);
  fs.writeFileSync(file, edited);
}

/** A digest of every file under the folders (path and bytes), to show a release left them as they were. */
export function filesDigest(folders: readonly string[]): Map<string, string> {
  const digest = new Map<string, string>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.isFile()) digest.set(full, createHash('sha256').update(fs.readFileSync(full)).digest('hex'));
    }
  };
  for (const folder of folders) walk(folder);
  return digest;
}

import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

interface BuildTarget {
  folder: string;
  packageName: string;
  /** Without the shell there is no product; without one remote the shell shows "temporarily unavailable". */
  required: boolean;
}

/**
 * What `start` must build first: the shell if shell/dist/index.html is missing, and every `mfe-*`
 * workspace folder whose dist/mf-manifest.json is missing. Existing builds are left alone, so a
 * second start is instant; `pnpm build` at the root rebuilds everything.
 */
export function findMissingBuilds(repoRoot: string): BuildTarget[] {
  const targets: BuildTarget[] = [];
  const add = (folder: string, marker: string, required: boolean) => {
    const manifest = path.join(repoRoot, folder, 'package.json');
    if (!fs.existsSync(manifest) || fs.existsSync(path.join(repoRoot, folder, 'dist', marker))) return;
    const { name } = JSON.parse(fs.readFileSync(manifest, 'utf8')) as { name?: string };
    if (name) targets.push({ folder, packageName: name, required });
  };
  add('shell', 'index.html', true);
  for (const folder of fs
    .readdirSync(repoRoot)
    .filter((entry) => entry.startsWith('mfe-'))
    .sort()) {
    add(folder, 'mf-manifest.json', false);
  }
  return targets;
}

export function buildMissing(repoRoot: string): void {
  for (const target of findMissingBuilds(repoRoot)) {
    console.log(`[gateway] ${target.folder}/dist is missing: pnpm --filter ${target.packageName} build`);
    const result = spawnSync('pnpm', ['--filter', target.packageName, 'build'], {
      cwd: repoRoot,
      stdio: 'inherit',
      shell: process.platform === 'win32',
    });
    if (result.status === 0) continue;
    if (target.required) {
      throw new Error(`Building ${target.packageName} failed (exit ${result.status ?? result.signal}); not starting.`);
    }
    console.warn(
      `[gateway] Building ${target.packageName} failed; starting without it (the shell shows it as unavailable).`,
    );
  }
}

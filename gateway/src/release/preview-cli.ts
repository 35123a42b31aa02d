import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { areaNameProblem } from '@fintools/shared/catalogue/catalogue';
import { REPO_ROOT } from '../config';
import { previewSigner, runRelease, type CliIo } from './cli';
import { previewNameProblem } from './release-state';

/**
 * `pnpm preview <area> --to <folder-or-origin>`: a branch's build of one area, previewed in one command
 * (docs/deploy.md "Preview"). It builds the area, writes its dist/ to `<to>/<area>/<name>/` (a folder a static
 * host serves, given with `--url`, or an origin that takes HTTP PUT, such as a bucket's upload endpoint), then
 * runs `pnpm release <area> <its manifest> --preview <name>`, which checks it as a release does and prints the link.
 */
export const PREVIEW_USAGE = `Usage:
  pnpm preview <area> --to <folder> --url <public-url> [--name <name>] [--expires <days>] [--no-build]
  pnpm preview <area> --to <https-origin> [--url <public-url>] [--name <name>] [--expires <days>] [--no-build]
The build goes to <to>/<area>/<name>/ (a folder: copied; an origin: each file sent with HTTP PUT), served at
<url>/<area>/<name>/ (the origin itself when --url is not given). <name> defaults to the git branch.
Environment: as pnpm release (REDIS_URL or REMOTES_FILE, FINTOOLS_URL, PAGE_TOKEN_SECRET).`;

export interface PreviewIo extends CliIo {
  /** Builds the area (the real command runs `pnpm --filter @fintools/mfe-<area> build`); false when it failed. */
  build: (area: string) => boolean;
  /** Where the area's build is written. */
  distOf: (area: string) => string;
  /** The branch checked out, for a default name. */
  branch: () => string | undefined;
}

/**
 * A branch name as a preview name: lower case, every run of other characters one hyphen, at most 40 characters.
 * @example previewNameOf('feature/EMI_message') // 'feature-emi-message'
 */
export function previewNameOf(branch: string): string {
  return branch
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 40)
    .replace(/^-+|-+$/g, '');
}

function filesUnder(folder: string): string[] {
  return fs
    .readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)));
}

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
};

/** Runs the command; resolves to the exit code (0 previewed, 1 failed, 2 usage). */
export async function runPreview(
  args: readonly string[],
  env: Record<string, string | undefined>,
  io: PreviewIo,
): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...args],
      allowPositionals: true,
      options: {
        to: { type: 'string' },
        url: { type: 'string' },
        name: { type: 'string' },
        expires: { type: 'string' },
        'no-build': { type: 'boolean' },
      },
    });
  } catch (error) {
    io.err((error as Error).message);
    io.err(PREVIEW_USAGE);
    return 2;
  }
  const { values, positionals } = parsed;
  const [area, ...rest] = positionals;
  const usage = (problem: string) => {
    io.err(problem);
    io.err(PREVIEW_USAGE);
    return 2;
  };
  if (!area) return usage('Name the area to preview');
  const badArea = areaNameProblem(area);
  if (badArea) return usage(badArea);
  if (rest.length > 0) return usage(`Unexpected "${rest[0]}"`);
  if (!values.to) return usage('Say where the build goes: --to <folder> or --to <https-origin>');
  const toOrigin = /^https?:\/\//.test(values.to);
  if (!toOrigin && !values.url) return usage('A folder needs the URL its host serves it at: --url <public-url>');
  const branch = io.branch();
  const name = values.name ?? (branch ? previewNameOf(branch) : '');
  if (!name) return usage('Give the preview a name: --name <name> (no git branch to name it after)');
  const badName = previewNameProblem(name);
  if (badName) return usage(badName);

  // Before any build or upload: without the gateways' secret no link could be signed.
  const signer = previewSigner(env);
  if (typeof signer === 'string') {
    io.err(signer);
    return 1;
  }
  if (!values['no-build'] && !io.build(area)) {
    io.err(`The ${area} build failed: nothing was written or previewed.`);
    return 1;
  }
  const dist = io.distOf(area);
  if (!fs.existsSync(path.join(dist, 'mf-manifest.json'))) {
    io.err(`${dist} holds no build (no mf-manifest.json): build the area first, or leave out --no-build.`);
    return 1;
  }
  const files = filesUnder(dist);
  const base = (values.url ?? values.to).replace(/\/+$/, '');
  try {
    if (toOrigin) {
      const target = values.to.replace(/\/+$/, '');
      for (const file of files) {
        const url = `${target}/${area}/${name}/${file.split(path.sep).join('/')}`;
        const answer = await io.fetch(url, {
          method: 'PUT',
          body: fs.readFileSync(path.join(dist, file)),
          headers: { 'content-type': CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream' },
        });
        if (!answer.ok) throw new Error(`PUT ${url} answered ${answer.status}: nothing was previewed`);
      }
    } else {
      // pnpm runs this in gateway/: a relative folder is the one the team named from where it ran pnpm.
      const target = path.resolve(env.INIT_CWD ?? process.cwd(), values.to, area, name);
      fs.rmSync(target, { recursive: true, force: true });
      fs.cpSync(dist, target, { recursive: true });
    }
  } catch (error) {
    io.err(error instanceof Error ? error.message : String(error));
    return 1;
  }
  io.out(
    `Wrote the ${area} build (${files.length} files) to ${toOrigin ? values.to : path.join(values.to, area, name)}.`,
  );
  const expires = values.expires === undefined ? [] : ['--expires', values.expires];
  return runRelease([area, `${base}/${area}/${name}/mf-manifest.json`, '--preview', name, ...expires], env, io);
}

/** What the real command does: pnpm builds the area in this checkout; git names the branch. */
export const checkoutIo: Pick<PreviewIo, 'build' | 'distOf' | 'branch'> = {
  build: (area) =>
    spawnSync('pnpm', ['--filter', `@fintools/mfe-${area}`, 'build'], { cwd: REPO_ROOT, stdio: 'inherit' }).status ===
    0,
  distOf: (area) => path.join(REPO_ROOT, `mfe-${area}`, 'dist'),
  branch: () => {
    const run = spawnSync('git', ['rev-parse', '--abbrev-ref', 'HEAD'], { cwd: REPO_ROOT, encoding: 'utf8' });
    const branch = run.status === 0 ? run.stdout.trim() : '';
    return branch && branch !== 'HEAD' ? branch : undefined;
  },
};

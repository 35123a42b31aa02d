import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from './start-gateway';

/**
 * The other builds the browser suite deploys next to the product's own (a second version of the tax remote,
 * a new shell build, a team's changed calculators remote, a new area): each made once, before the browser
 * run, by `pnpm --filter @fintools/e2e variants` (`prepare-variants.ts`), never inside a test. Specs serve
 * them read-only; a spec that changes files copies a variant first.
 */
export const VARIANTS_ROOT = path.join(REPO_ROOT, 'e2e', '.variants');

export interface Variant {
  /** Folder name under VARIANTS_ROOT. */
  name: string;
  /** The build label it is made with (what the shell shows under a tool, or the Help page for a shell). */
  label: string;
}

/** The tax remote built again with a label of its own: "a new version" for the release, deploy and offline specs. */
export const TAX_V2: Variant = { name: 'tax-v2', label: 'tax remote · v2-e2e' };
/** The shell built again with a label of its own: the new shell build the offline spec deploys. */
export const SHELL_V2: Variant = { name: 'shell-v2', label: 'shell · v2-e2e' };
/**
 * The calculators remote as a team changes it alone: a new tool on a new shared module, and the EMI rule one
 * rupee higher (area-release.spec.ts).
 */
export const CALCULATORS_V2: Variant = { name: 'calculators-v2', label: 'calculators remote · double-it' };
/** The area a new team scaffolds with `pnpm new-area`, which no build of the product knows (new-area.spec.ts). */
export const NEW_AREA_NAME = 'insurance';
export const NEW_AREA: Variant = { name: `mfe-${NEW_AREA_NAME}`, label: `${NEW_AREA_NAME} remote · v1` };

export const ALL_VARIANTS: readonly Variant[] = [TAX_V2, SHELL_V2, CALCULATORS_V2, NEW_AREA];

/** Where a variant's build is (its dist folder), ready to serve; fails with the command that makes it. */
export function variantDir(variant: Variant): string {
  const dir = path.join(VARIANTS_ROOT, variant.name, 'dist');
  if (!fs.existsSync(path.join(dir, variant === SHELL_V2 ? 'index.html' : 'mf-manifest.json')))
    throw new Error(`${dir} is missing: run \`pnpm --filter @fintools/e2e variants\` after \`pnpm build\``);
  return dir;
}

/** The variant's work folder (its copied sources, for those a team changes), beside its dist. */
export function variantWork(variant: Variant): string {
  return path.join(VARIANTS_ROOT, variant.name);
}

/**
 * What a variant is made from: the bytes of every source file that goes into it, the lockfile and the
 * recipe's version. A variant whose stamp still matches is kept, so a second local run does not rebuild it.
 */
export function sourceStamp(folders: readonly string[], recipe: string): string {
  const hash = createHash('sha256').update(recipe);
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      if (/^(node_modules|dist|dist-dev|coverage|\.cache)$/.test(entry.name)) continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.isFile()) hash.update(path.relative(REPO_ROOT, full)).update(fs.readFileSync(full));
    }
  };
  for (const folder of folders) walk(path.join(REPO_ROOT, folder));
  hash.update(fs.readFileSync(path.join(REPO_ROOT, 'pnpm-lock.yaml')));
  return hash.digest('hex');
}

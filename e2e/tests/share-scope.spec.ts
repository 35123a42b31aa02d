import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { screenModule } from '@fintools/shared/catalogue/tool-entry';
import { builtRemotes, exposeFiles, remoteDist } from '../support/builds';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { SHARE_GROUPS } = require('@fintools/shared/build/webpack') as { SHARE_GROUPS: Record<string, string[]> };
import { REPO_ROOT } from '../support/start-gateway';

/*
 * What a remote's remoteEntry.js costs every one of its tool routes: its share scope is React and the common
 * package's modules only (an area's own rules are bundled with its screens, not shared), and it stays within
 * 8 KB gzipped (docs/decisions/018-the-common-package-and-the-share-scope.md, 025-share-groups.md). Read from
 * the builds: no browser.
 */

const REMOTE_ENTRY_BUDGET_BYTES = 8 * 1024;
/** The modules shared/package.json exports, as share keys. */
const SHARED_EXPORTS = Object.keys(
  (JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'shared/package.json'), 'utf8')) as { exports: object }).exports,
).map((subpath) => `@fintools/shared${subpath.slice(1)}`);
/** The share keys remotes no longer consume: each member of a share group, consumed as its group. */
const GROUPED = new Set(
  Object.values(SHARE_GROUPS)
    .flat()
    .map((module) => `@fintools/shared/${module}`),
);
/** What a remote may share: React, react-dom (and their subpaths), the common package's exports and its groups. */
const shareable = (name: string) =>
  /^react(-dom)?(\/|$)/.test(name) ||
  SHARED_EXPORTS.includes(name) ||
  Object.keys(SHARE_GROUPS).some((group) => name === `@fintools/shared/${group}`);

for (const area of builtRemotes()) {
  const budget = REMOTE_ENTRY_BUDGET_BYTES;
  test(`${area}: remoteEntry.js within ${budget / 1024} KB gzipped, sharing only React and the common package`, () => {
    const entry = fs.readFileSync(path.join(remoteDist(area), 'remoteEntry.js'));
    const bytes = gzipSync(entry, { level: 9 }).length;
    test.info().annotations.push({ type: 'bytes', description: `${area} remoteEntry.js ${bytes} B gzipped` });
    expect(bytes, `${area}/dist/remoteEntry.js: ${bytes} B gzipped`).toBeLessThanOrEqual(budget);

    const manifest = JSON.parse(fs.readFileSync(path.join(remoteDist(area), 'mf-manifest.json'), 'utf8')) as {
      shared: { name: string }[];
    };
    const names = manifest.shared.map((shared) => shared.name);
    expect(names.filter((name) => !shareable(name))).toEqual([]);
    // A group's members are consumed by the group's one key (shared/build/webpack.cjs SHARE_GROUPS).
    expect(names.filter((name) => GROUPED.has(name))).toEqual([]);
  });
}

for (const area of builtRemotes()) {
  test(`${area}: a screen's chunk carries its own tools' heading and summary, no other tool's`, () => {
    // Each chunk's intros are registered by the build (shared/build/screen-intro-loader.cjs): with the area's
    // whole tools.json in every screen, each tool added cost every route of the area its words.
    const dist = remoteDist(area);
    const tools = JSON.parse(fs.readFileSync(path.join(dist, 'tools.json'), 'utf8')) as {
      screen: string;
      summary: string;
    }[];
    const files = exposeFiles(dist);
    for (const tool of tools) {
      const chunk = files[`./${screenModule(tool.screen)}`]!.map((file) =>
        fs.readFileSync(path.join(dist, file), 'utf8'),
      ).join('');
      // As the minified code writes a string: JSON's escapes, without the quotes.
      const carries = (text: string) => chunk.includes(JSON.stringify(text).slice(1, -1));
      expect(carries(tool.summary), `${tool.screen} carries its summary`).toBe(true);
      const others = tools.filter((other) => other.screen !== tool.screen && carries(other.summary));
      expect(
        others.map((other) => other.screen),
        `other tools' summaries in ${tool.screen}'s chunk`,
      ).toEqual([]);
    }
  });
}

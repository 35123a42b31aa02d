import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { screenModule } from '@fintools/shared/catalogue/tool-entry';
import { builtRemotes, exposeFiles, remoteDist } from '../support/builds';
import { REPO_ROOT } from '../support/start-gateway';

/*
 * What a remote's remoteEntry.js costs every one of its tool routes: its share scope is React and the common
 * package's modules only (an area's own rules are bundled with its screens, not shared), and it stays within
 * 8 KB gzipped, the calculators 8.5 KB (docs/decisions/018-the-common-package-and-the-share-scope.md, 020). Read from the builds: no browser.
 */

const REMOTE_ENTRY_BUDGET_BYTES = 8 * 1024;
/**
 * The calculators consume the loan modules the tax area's home-loan benefit shares with them (emi, loan-schedule,
 * prepayments, tenure: 164 B of share keys), on top of the 7.9 KB they had (docs/decisions/020-loan-modules-in-the-share-scope.md).
 */
const REMOTE_ENTRY_BUDGET_BYTES_BY_AREA: Readonly<Record<string, number>> = { calculators: 8.5 * 1024 };
/** What a remote may share: React, react-dom (and their subpaths), and the modules shared/package.json exports. */
const SHARED_EXPORTS = Object.keys(
  (JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'shared/package.json'), 'utf8')) as { exports: object }).exports,
).map((subpath) => `@fintools/shared${subpath.slice(1)}`);
const shareable = (name: string) => /^react(-dom)?(\/|$)/.test(name) || SHARED_EXPORTS.includes(name);

for (const area of builtRemotes()) {
  const budget = REMOTE_ENTRY_BUDGET_BYTES_BY_AREA[area] ?? REMOTE_ENTRY_BUDGET_BYTES;
  test(`${area}: remoteEntry.js within ${budget / 1024} KB gzipped, sharing only React and the common package`, () => {
    const entry = fs.readFileSync(path.join(remoteDist(area), 'remoteEntry.js'));
    const bytes = gzipSync(entry, { level: 9 }).length;
    test.info().annotations.push({ type: 'bytes', description: `${area} remoteEntry.js ${bytes} B gzipped` });
    expect(bytes, `${area}/dist/remoteEntry.js: ${bytes} B gzipped`).toBeLessThanOrEqual(budget);

    const manifest = JSON.parse(fs.readFileSync(path.join(remoteDist(area), 'mf-manifest.json'), 'utf8')) as {
      shared: { name: string }[];
    };
    expect(manifest.shared.map((shared) => shared.name).filter((name) => !shareable(name))).toEqual([]);
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

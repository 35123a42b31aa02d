import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../src/config';
import { REMOTE_MAP_FAILURE_CODES, retryDelayMs } from '../src/remote-map/map-failures';

/* Every remote-map failure code is in docs/contracts.md's table, and only those. */

test('docs/contracts.md "Remote-map failures" has one row per code', () => {
  const doc = fs.readFileSync(path.join(REPO_ROOT, 'docs', 'contracts.md'), 'utf8');
  const section = doc.slice(doc.indexOf('### Remote-map failures'), doc.indexOf('### `tools.json`'));
  const rows = [...section.matchAll(/^\| `([a-z-]+)` +\|/gm)].map((match) => match[1]);
  expect(rows).toEqual(REMOTE_MAP_FAILURE_CODES);
});

test('a file that cannot be read is read again soon, then less often, never more than 8 s apart', () => {
  expect([1, 2, 3, 4, 5, 6, 20].map(retryDelayMs)).toEqual([500, 1000, 2000, 4000, 8000, 8000, 8000]);
});

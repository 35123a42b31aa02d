import fs from 'node:fs';
import path from 'node:path';
import { HASHED_FILE } from '@fintools/shared/build/hashed-file';
import { REPO_ROOT } from '../src/config';

test.each([
  ['main.0123abcd.js', true],
  ['803.79646f65.css', true],
  ['__federation_expose_TaxCompare.a6798725.js', true],
  ['font.0123456789abcdef.woff2', true],
  ['remoteEntry.js', false],
  ['mf-manifest.json', false],
  ['main.0123abc.js', false],
  ['main.0123ABCD.js', false],
])('HASHED_FILE.test(%j) is %s', (name, hashed) => {
  expect(HASHED_FILE.test(name)).toBe(hashed);
});

test('the nginx example caches for a year exactly the files HASHED_FILE names (it cannot import it)', () => {
  const conf = fs.readFileSync(path.join(REPO_ROOT, 'docs/nginx/fintools.conf'), 'utf8');
  const immutable = /"~(.+)"\s+"public, max-age=31536000, immutable";/.exec(conf);
  expect(immutable?.[1]).toBe(HASHED_FILE.source);
});

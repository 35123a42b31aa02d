import fs from 'node:fs';
import path from 'node:path';
import { apiReport, moduleExports, REPORT } from '../build/api-report.cjs';

/*
 * What other packages may import from @fintools/shared is stated by name: each module an entry of package.json's
 * exports (no wildcard, so a new module is a line a reviewer sees), and every name they export written out in
 * api-report.md.
 */

const ROOT = path.join(__dirname, '..');
const { exports } = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
  exports: Record<string, string>;
};
/** The folders whose every module is for other packages (federation/ states its few entry points by hand). */
const PUBLIC_FOLDERS = ['api', 'catalogue', 'data', 'finance', 'format', 'language', 'platform', 'ui', 'validation'];

test('package.json names every export: no wildcard, each a file that exists', () => {
  expect(Object.keys(exports).filter((subpath) => subpath.includes('*'))).toEqual([]);
  expect(Object.values(exports).filter((file) => !fs.existsSync(path.join(ROOT, file)))).toEqual([]);
});

test('every module of the public folders is an export, under its own path', () => {
  const onDisk = PUBLIC_FOLDERS.flatMap((folder) =>
    fs
      .readdirSync(path.join(ROOT, 'src', folder))
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.|\.d\.ts$|^index\./.test(file))
      .map((file) => `./${folder}/${file.replace(/\.tsx?$/, '')}`),
  );
  const missing = onDisk.filter((subpath) => !exports[subpath]);
  expect(missing.map((subpath) => `${subpath}: add it to shared/package.json "exports"`)).toEqual([]);
  expect(moduleExports().map((entry) => entry.subpath)).toEqual(expect.arrayContaining(onDisk));
});

test('api-report.md is the package as it is (pnpm --filter @fintools/shared api-report rewrites it)', () => {
  expect(fs.readFileSync(REPORT, 'utf8')).toBe(apiReport());
});

import fs from 'node:fs';
import path from 'node:path';
import { ENVIRONMENT, loadConfig } from '../src/config';

/** The "Environment" table of gateway/README.md, one [variable, default, meaning] per row. */
function readmeEnvironmentRows(): string[][] {
  const readme = fs.readFileSync(path.join(__dirname, '..', 'README.md'), 'utf8');
  const section = readme.split(/^## /m).find((part) => part.startsWith('Environment\n'));
  if (section === undefined) throw new Error('gateway/README.md has no "## Environment" section');
  return section
    .split('\n')
    .filter((line) => line.startsWith('|'))
    .slice(2) // the header and its rule
    .map((line) =>
      line
        .slice(1, -1)
        .split(' | ')
        .map((cell) => cell.trim()),
    );
}

/** ENVIRONMENT as the README's rows; the test prints them when they differ, ready to paste. */
function expectedRows(): string[][] {
  return ENVIRONMENT.map((variable) => [
    variable.names.map((name) => `\`${name}\``).join(', '),
    variable.default,
    variable.meaning,
  ]);
}

describe('gateway/README.md "Environment" is src/config.ts ENVIRONMENT', () => {
  test('row by row: names, defaults and meanings', () => {
    const expected = expectedRows();
    const actual = readmeEnvironmentRows();
    if (JSON.stringify(actual) !== JSON.stringify(expected)) {
      const table = expected.map((row) => `| ${row.join(' | ')} |`).join('\n');
      throw new Error(
        'gateway/README.md "Environment" differs from ENVIRONMENT in src/config.ts. Its rows should be ' +
          `(then run prettier on the README):\n| variable | default | meaning |\n| - | - | - |\n${table}`,
      );
    }
    expect(actual).toEqual(expected);
  });

  test('every variable loadConfig reads is in the table', () => {
    const read = new Set<string>();
    const recorder = new Proxy<Record<string, string | undefined>>(
      {},
      {
        get: (_target, key) => {
          if (typeof key === 'string') read.add(key);
          return undefined;
        },
      },
    );
    loadConfig(recorder);
    const listed = new Set(ENVIRONMENT.flatMap((variable) => variable.names));
    expect([...read].filter((name) => !listed.has(name))).toEqual([]);
    expect(read.size).toBeGreaterThan(20);
  });

  test('no variable is listed twice', () => {
    const names = ENVIRONMENT.flatMap((variable) => variable.names);
    expect(names.length).toBe(new Set(names).size);
  });
});

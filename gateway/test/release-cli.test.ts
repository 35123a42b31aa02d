import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { parseArguments, runRelease, toolProblems } from '../src/release/cli';
import { terminalText } from '../src/release/terminal-text';
import { bodyOf, type StubServer } from './helpers';
import { manifestOf, startBuildHost, startReleaseGateway } from './release-fixtures';

/*
 * `pnpm release` against a real gateway (listening, with a map file) and a static host of builds: the
 * command checks a build against the live shell, writes the map, and waits until the gateway serves it.
 */

let host: StubServer;
let app: FastifyInstance;
let site = '';
let remotesFile = '';
const url = (build: string) => `${host.url}/${build}/mf-manifest.json`;

async function release(...args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runRelease(
    args,
    { REMOTES_FILE: remotesFile, FINTOOLS_URL: site },
    {
      out: (line) => out.push(line),
      err: (line) => err.push(line),
      fetch,
      now: () => new Date('2026-11-24T10:00:00Z'),
    },
  );
  return { code, out: out.join('\n'), err: err.join('\n') };
}

const servedTax = async (query = '') => ((await bodyOf(fetch(`${site}/remotes.json${query}`))) as { tax: string }).tax;
const mapFile = () => (fs.existsSync(remotesFile) ? fs.readFileSync(remotesFile, 'utf8') : '');

beforeAll(async () => {
  host = await startBuildHost({
    v2: manifestOf('tax', 'tax remote · v2'),
    v3: manifestOf('tax', 'tax remote · v3'),
    next: manifestOf('tax', 'tax remote · next', '1.0.0'),
    calc: manifestOf('calculators', 'calculators remote · v9'),
    // A label swapped on the CDN: clear the screen, home the cursor, paint red, reverse the text.
    swapped: manifestOf('tax', 'tax remote · v5\u001b[2J\u001b[H\u001b[31m\u202eNO'),
  });
  ({ app, site, remotesFile } = await startReleaseGateway(100));
});

afterAll(async () => {
  await app.close();
  await host.close();
});

test.each<[string[], unknown]>([
  [['--status'], { kind: 'status', modules: false }],
  [['--status', '--modules'], { kind: 'status', modules: true }],
  [
    ['tax', 'https://cdn.example/tax/v2/mf-manifest.json'],
    { kind: 'release', remote: 'tax', url: 'https://cdn.example/tax/v2/mf-manifest.json', auto: false, retire: [] },
  ],
  [
    ['tax', '/mfe/tax/mf-manifest.json', '--canary', '12.5'],
    { kind: 'release', remote: 'tax', url: '/mfe/tax/mf-manifest.json', canary: 12.5, auto: false, retire: [] },
  ],
  [
    ['calculators', '/v2/mf-manifest.json', '--retire', 'fd', '--retire', 'rd'],
    { kind: 'release', remote: 'calculators', url: '/v2/mf-manifest.json', auto: false, retire: ['fd', 'rd'] },
  ],
  [
    ['savings', 'https://savings.example/v1/mf-manifest.json'],
    { kind: 'release', remote: 'savings', url: 'https://savings.example/v1/mf-manifest.json', auto: false, retire: [] },
  ],
  [['tax', '--promote'], { kind: 'promote', remote: 'tax' }],
  [['chat', '--rollback'], { kind: 'rollback', remote: 'chat' }],
  [[], 'Name the remote to release'],
  [
    ['Bank!', 'https://x.example/m.json'],
    '"Bank!" is not an area name: lower case letters, digits and single hyphens, such as calculators or life-cover',
  ],
  [['tax', '--promote', '--retire', 'old-regime-tax'], '--promote takes only the remote'],
  [['tax'], "Give the new build's manifest URL: pnpm release tax <manifest-url>"],
  [['tax', 'https://x.example/m.json', '--auto'], '--auto decides a canary: give --canary <percent> too'],
  [['tax', '--promote', '--auto'], '--promote takes only the remote'],
  [
    ['tax', 'ftp://x.example/m.json'],
    'Refused "ftp://x.example/m.json": it is not an http(s) URL. Give an http(s) URL with a plain host name (or a path on the gateways such as /mfe/tax/mf-manifest.json)',
  ],
  [
    ['tax', 'https://x.example/m.json', '--canary'],
    'The canary share must be a percentage above 0 and below 100, e.g. --canary 10 (100 % is a plain release)',
  ],
  [
    ['tax', 'https://x.example/m.json', '--canary', '100'],
    'The canary share must be a percentage above 0 and below 100, e.g. --canary 10 (100 % is a plain release)',
  ],
  [['tax', '--promote', '--rollback'], '--promote takes only the remote'],
  [['tax', '--force'], 'Unknown option --force'],
  [['--status', 'tax'], '--status takes nothing else but --modules'],
  [['--modules'], '--modules is for --status: pnpm release --status --modules'],
])('arguments %j', (args, expected) => {
  expect(parseArguments(args)).toEqual(expected);
});

test('usage errors exit 2 with the usage', async () => {
  const result = await release('tax');
  expect(result.code).toBe(2);
  expect(result.err).toContain('Usage:');
});

test('a build against a newer shared major is refused, naming the module, range and provided version', async () => {
  const result = await release('tax', url('next'));
  expect(result.code).toBe(1);
  expect(result.err).toBe(
    'Refused: this build cannot run on the live shell.\n' +
      '  tax requires @fintools/shared/finance/tax ^1.0.0, but the live shell provides 0.1.0',
  );
  expect(mapFile()).toBe('');
});

test.each<[string, string]>([
  ['calc', 'is the calculators remote, not tax'],
  ['missing', 'answered HTTP 404'],
])('a build that is not a tax build (%s) is refused', async (build, message) => {
  const result = await release('tax', url(build));
  expect(result.code).toBe(1);
  expect(result.err).toContain(message);
  expect(mapFile()).toBe('');
});

test('release, canary, promote and rollback, each served by the gateway when the command ends', async () => {
  expect(await servedTax()).toBe('/mfe/tax/mf-manifest.json');

  const live = await release('tax', url('v2'));
  expect(live).toMatchObject({ code: 0, err: '' });
  expect(live.out).toContain(`tax: ${url('v2')} is live for everyone (tax remote · v2). Written to ${remotesFile}.`);
  expect(live.out).toContain(`The gateway at ${site} serves it now`);
  expect(await servedTax()).toBe(url('v2'));

  const canary = await release('tax', url('v3'), '--canary', '50');
  expect(canary.code).toBe(0);
  expect(canary.out).toContain(`is served to 50 % of visitors; the others keep ${url('v2')}`);
  expect(await servedTax('?bucket=0')).toBe(url('v3'));

  const status = await release('--status');
  expect(status.code).toBe(0);
  const rows = status.out.split('\n');
  expect(rows[0]).toMatch(/^REMOTE\s+BUILD\s+LABEL\s+URL\s+COMPATIBLE\s+LOADED\s+FAILED\s+TIMED OUT\s+INTEGRITY$/);
  expect(rows).toEqual(
    expect.arrayContaining([
      expect.stringMatching(
        new RegExp(
          `^tax\\s+live\\s+tax remote · v2\\s+${url('v2')}\\s+yes\\s+0 \\(0\\)\\s+0 \\(0\\)\\s+0 \\(0\\)\\s+0 \\(0\\)$`,
        ),
      ),
      expect.stringMatching(
        new RegExp(
          `^tax\\s+canary 50 %\\s+tax remote · v3\\s+${url('v3')}\\s+yes\\s+0 \\(0\\)\\s+0 \\(0\\)\\s+0 \\(0\\)\\s+0 \\(0\\)$`,
        ),
      ),
      expect.stringMatching(/^tax\s+previous\s+-\s+\/mfe\/tax\/mf-manifest\.json\s+unknown$/),
    ]),
  );

  expect((await release('tax', '--promote')).code).toBe(0);
  expect(await servedTax()).toBe(url('v3'));

  const back = await release('tax', '--rollback');
  expect(back).toMatchObject({ code: 0 });
  expect(back.out).toContain(`tax: ${url('v2')} is live again`);
  expect(await servedTax()).toBe(url('v2'));

  expect((await release('tax', '--rollback')).out).toContain('tax: back to the starting map');
  expect(await servedTax()).toBe('/mfe/tax/mf-manifest.json');

  const nothing = await release('tax', '--rollback');
  expect(nothing).toEqual({
    code: 1,
    out: '',
    err: 'tax has no release to roll back: it is served from the starting map',
  });
});

test('a build label with terminal control characters is printed as characters, by the release and by --status', async () => {
  const released = await release('tax', url('swapped'));
  expect(released.code).toBe(0);
  expect(released.out).toContain('(tax remote · v5[2J[H[31mNO). Written to');
  expect(released.out).toBe(terminalText(released.out));
  const status = await release('--status');
  expect(status.out).toContain('tax remote · v5[2J[H[31mNO');
  expect(status.out).toBe(terminalText(status.out));
  expect((await release('tax', '--rollback')).code).toBe(0);
});

describe("a build's tools against the live catalogue (ids and paths are public)", () => {
  const fd = {
    id: 'fd',
    path: '/fd-calculator',
    label: 'FD',
    title: 'FD Calculator',
    summary: 'S.',
    screen: 'src/fd.tsx',
  };
  const emi = { ...fd, id: 'emi', path: '/emi-calculator' };
  const live = [
    { ...fd, area: 'calculators' },
    { ...emi, area: 'calculators' },
    { ...fd, id: 'old-regime-tax', path: '/old-regime-tax', area: 'tax' },
  ];

  test.each<[string, Parameters<typeof toolProblems>, string[]]>([
    ['the same tools', ['calculators', [fd, emi], live, []], []],
    ['a tool added', ['calculators', [fd, emi, { ...fd, id: 'ppf', path: '/ppf-calculator' }], live, []], []],
    [
      'fd dropped',
      ['calculators', [emi], live, []],
      ['the live tool "fd" is missing: ids are public; say --retire fd to drop it'],
    ],
    ['fd dropped with --retire fd', ['calculators', [emi], live, ['fd']], []],
    [
      'fd moved to another path',
      ['calculators', [emi, { ...fd, path: '/fixed-deposit' }], live, []],
      ['the live tool "fd" lost its path /fd-calculator: paths are public; say --retire fd to change it'],
    ],
    [
      "another area's id and path",
      ['savings', [{ ...fd, id: 'old-regime-tax', path: '/Old-Regime-Tax' }], live, []],
      [
        'id "old-regime-tax" is already served by the tax area',
        'path /old-regime-tax is already served by the tax area (old-regime-tax)',
      ],
    ],
    [
      'retiring a tool the area does not serve',
      ['calculators', [fd, emi], live, ['old-regime-tax']],
      ['--retire old-regime-tax: calculators serves no tool "old-regime-tax"'],
    ],
  ])('%s', (_case, args, problems) => {
    expect(toolProblems(...args)).toEqual(problems);
  });
});

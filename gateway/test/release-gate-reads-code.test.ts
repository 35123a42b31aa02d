import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import type { CatalogueTool } from '@fintools/shared/catalogue/catalogue';
import { readRequirements } from '../src/release/compatibility';
import { entryDisagreements, readEntryExposes, readEntryRequirements } from '../src/release/entry-script';
import type { StubServer } from './helpers';
import { entryOf, manifestOf, releaseCommand, repoTools, startFileHost, startReleaseGateway } from './release-fixtures';

/*
 * The release gate reads the code that will run, not its descriptions: every tools.json screen must be an
 * expose of the build's remoteEntry.js, and the shared requirements checked are the entry's, with a manifest
 * that says otherwise refused, naming both. The two findings of the report replayed: the "ghost" tool, and the
 * manifest that says react ^19.3.1 while its entry requires ^18.2.0.
 */

const TAX_TOOLS = repoTools('tax');
const GHOST = { ...TAX_TOOLS[0]!, id: 'ghost', path: '/ghost', screen: 'src/ghost/ghost-screen.tsx' };
/** The tax build's manifest, with react's range replaced. */
const withReact = (range: string) => {
  const manifest = manifestOf('tax', `tax remote · react ${range}`);
  return {
    ...manifest,
    shared: manifest.shared.map((s) => (s.name === 'react' ? { ...s, requiredVersion: range } : s)),
  };
};
const folder = (manifest: object, tools: object[], entry: string) => ({
  'mf-manifest.json': JSON.stringify(manifest),
  'tools.json': JSON.stringify(tools),
  'remoteEntry.js': entry,
});

let host: StubServer;
let gateway: { app: FastifyInstance; site: string; remotesFile: string };
const honest = manifestOf('tax', 'tax remote · v2');
const files = {
  good: folder(honest, TAX_TOOLS, entryOf(honest, TAX_TOOLS)),
  // tools.json lists a tool whose screen the build never exposed (added after the build).
  ghost: folder(honest, [...TAX_TOOLS, GHOST], entryOf(honest, TAX_TOOLS)),
  // The manifest says what the shell provides; the code asks for another major.
  liar: folder(withReact('^19.3.1'), TAX_TOOLS, entryOf(withReact('^18.2.0'), TAX_TOOLS)),
  // Both say ^18.2.0: an honest build that cannot run on this shell.
  old: folder(withReact('^18.2.0'), TAX_TOOLS, entryOf(withReact('^18.2.0'), TAX_TOOLS)),
};
const url = (name: string) => `${host.url}/${name}/mf-manifest.json`;

const release = async (...args: string[]) => {
  const { code, err } = await releaseCommand(args, { REMOTES_FILE: gateway.remotesFile, FINTOOLS_URL: gateway.site });
  return { code, err };
};
const mapFile = () => (fs.existsSync(gateway.remotesFile) ? fs.readFileSync(gateway.remotesFile, 'utf8') : '');

beforeAll(async () => {
  host = await startFileHost(files);
  gateway = await startReleaseGateway(50);
});
afterAll(async () => {
  await gateway.app.close();
  await host.close();
});

test('a tool whose screen the entry does not expose is refused, saying what to change; nothing is written', async () => {
  const result = await release('tax', url('ghost'));
  expect(result.code).toBe(1);
  expect(result.err.split('\n')).toEqual([
    "Refused: the build's remoteEntry.js does not expose the screen of a tool in its tools.json, so its page could never load. [screen-not-exposed]",
    expect.stringMatching(
      /^ {2}"ghost" names src\/ghost\/ghost-screen\.tsx: remoteEntry\.js has no \.\/ghost\/ghost-screen \(it exposes \.\/mount, \.\/old-regime-tax\/old-regime-tax-screen, /,
    ),
    "Build the area from this tools.json (its exposes come from the tools' screens: pnpm --filter @fintools/mfe-tax build) and upload the whole build, or remove the tool from tools.json.",
  ]);
  expect(mapFile()).toBe('');
  const catalogue = (await gateway.app.inject('/tools.json')).json() as CatalogueTool[];
  expect(catalogue.map((tool) => tool.id)).not.toContain('ghost');
  expect((await gateway.app.inject('/ghost')).statusCode).toBe(404);
});

test('a manifest that disagrees with its entry is refused, naming both', async () => {
  const result = await release('tax', url('liar'));
  expect(result).toEqual({
    code: 1,
    err: [
      "Refused: the build's mf-manifest.json and remoteEntry.js disagree on what it needs from the shell; the gate checks the code that runs (remoteEntry.js). [entry-disagrees]",
      '  mf-manifest.json says react ^19.3.1 (singleton, strict, with a copy of its own); remoteEntry.js requires react ^18.2.0 (singleton, strict, with a copy of its own)',
      'Upload the two files of one build together (pnpm --filter @fintools/mfe-tax build writes both), then release again.',
    ].join('\n'),
  });
  expect(mapFile()).toBe('');
});

test("an entry's own requirement the shell cannot meet is refused as before", async () => {
  const result = await release('tax', url('old'));
  expect(result.code).toBe(1);
  expect(result.err).toContain('tax requires react ^18.2.0, but the live shell provides 19.3.1');
});

test('a build whose entry exposes every screen and agrees with its manifest is released', async () => {
  expect((await release('tax', url('good'))).code).toBe(0);
  expect(JSON.parse(mapFile()).remotes.tax.live.url).toBe(url('good'));
});

test.each([
  ["terser's throw-only fallback", `()=>()=>{throw new Error("Can not get 'react'")}`, false],
  ["SWC's throw-only fallback, without new", `()=>()=>{throw Error("Can not get 'react'")}`, false],
  ['a fallback that loads its own copy', '()=>t.e(7).then(()=>()=>t(8))', true],
])('%s is read as such: %s → hasFallback %s', (_kind, fallback, hasFallback) => {
  const entry = `t.consumesLoadingData.moduleIdToConsumeDataMapping={1:{fallback:${fallback},shareScope:["default"],singleton:!0,requiredVersion:"^19.3.1",strictVersion:!0,eager:!1,layer:void 0,shareKey:"react"}}`;
  expect(readEntryRequirements(entry)).toEqual([
    { name: 'react', requiredVersion: '^19.3.1', singleton: true, strictVersion: true, hasFallback },
  ]);
});

test('the entry reader reads a real build of the tax area the same as its manifest, when one is built', () => {
  const dist = `${__dirname}/../../mfe-tax/dist`;
  if (!fs.existsSync(`${dist}/remoteEntry.js`)) return; // built only by `pnpm build`; the fixtures cover the shape
  const entry = fs.readFileSync(`${dist}/remoteEntry.js`, 'utf8');
  const manifest = JSON.parse(fs.readFileSync(`${dist}/mf-manifest.json`, 'utf8')) as {
    shared: { name: string }[];
    exposes: { name: string }[];
  };
  // Every trait, not only the names: a reader that misses how the minifier writes a fallback takes every
  // singleton for one with a copy of its own, and the gate then refuses every real build.
  expect(entryDisagreements(readRequirements(manifest), readEntryRequirements(entry))).toEqual([]);
  expect(readEntryRequirements(entry).length).toBe(manifest.shared.length);
  expect(readEntryExposes(entry).sort()).toEqual(expect.arrayContaining(manifest.exposes.map((e) => `./${e.name}`)));
});

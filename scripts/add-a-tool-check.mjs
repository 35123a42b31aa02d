// `pnpm check:add-a-tool [area]`: docs/add-a-tool.md's promise, tried the way a team would keep it. In a scratch
// clone of this checkout's HEAD it adds one tool to an existing area (default: calculators) exactly as the page
// says, one new folder `mfe-<area>/src/<tool>/` and one entry in `mfe-<area>/tools.json`, then runs every check
// of `pnpm test` that such a change can reach without a browser: the Jest suites of the area, the shell and the
// common package (its one-consumer check included), the area's types and lint, Prettier, and the area's build
// (which checks the new entry and its screen). It fails when any of them needs an edit elsewhere, and prints
// what the scratch copy changed, so "only the folder and tools.json" is seen, not assumed. The tool is the
// example `pnpm new-area` writes (scripts/new-area.mjs), moved into the area. Minutes, not seconds: a clone,
// an offline install and four suites, so it is not one of `pnpm test`'s phases; run it after changing what a
// tool's layout depends on (docs/add-a-tool.md, the shell's catalogue tests, the common package's checks).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { areaFiles } from './new-area.mjs';

const root = path.resolve(import.meta.dirname, '..');
const { positionals, values } = parseArgs({ allowPositionals: true, options: { keep: { type: 'boolean' } } });
const area = positionals[0] ?? 'calculators';
/** The added tool's id, which is also its folder's name. */
const TOOL_ID = 'added-simple-interest';
const TOOL_FOLDER = TOOL_ID;

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'fintools-add-a-tool-'));
const started = Date.now();

function run(name, command, args, cwd = scratch) {
  const stepStarted = Date.now();
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  const seconds = ((Date.now() - stepStarted) / 1000).toFixed(0);
  if (result.status !== 0) {
    process.stdout.write(`${result.stdout}${result.stderr}`);
    console.log(`add-a-tool: ${name} FAILED in ${seconds} s (scratch copy kept at ${scratch})`);
    process.exit(1);
  }
  console.log(`add-a-tool: ${name} passed in ${seconds} s`);
  return result.stdout;
}

run('clone', 'git', ['clone', '--quiet', root, scratch], root);
const areaDir = path.join(scratch, `mfe-${area}`);
if (!fs.existsSync(path.join(areaDir, 'tools.json'))) {
  console.error(`add-a-tool: there is no area "${area}" (no mfe-${area}/tools.json)`);
  process.exit(2);
}

// The new-area example tool, its files moved from src/simple-interest/ into the tool's own folder.
const example = areaFiles(area, 0);
for (const [file, text] of Object.entries(example)) {
  if (!file.startsWith('src/simple-interest/')) continue;
  const target = path.join(areaDir, 'src', TOOL_FOLDER, path.basename(file));
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.writeFileSync(target, text.replaceAll(`${area}-simple-interest`, TOOL_ID));
}
const [entry] = JSON.parse(example['tools.json']);
const tools = JSON.parse(fs.readFileSync(path.join(areaDir, 'tools.json'), 'utf8'));
const group = tools.find((tool) => tool.group)?.group;
tools.push({
  ...entry,
  id: TOOL_ID,
  path: `/${TOOL_ID}`,
  label: 'Added Interest',
  title: 'Added Simple Interest Calculator',
  screen: `src/${TOOL_FOLDER}/simple-interest-screen.tsx`,
  ...(group ? { group } : {}),
  translations: {
    hi: {
      label: 'जोड़ा गया ब्याज',
      title: 'जोड़ा गया साधारण ब्याज कैलकुलेटर',
      summary: 'किसी राशि पर सालाना दर से पूरे वर्षों का साधारण ब्याज निकालें।',
    },
  },
});
fs.writeFileSync(path.join(areaDir, 'tools.json'), `${JSON.stringify(tools, null, 2)}\n`);
// The example's screen test reads its heading from the entry's title.
const screenTest = path.join(areaDir, 'src', TOOL_FOLDER, 'simple-interest-screen.test.tsx');
fs.writeFileSync(
  screenTest,
  fs
    .readFileSync(screenTest, 'utf8')
    .replace(
      "toHaveTextContent('Simple Interest Calculator')",
      "toHaveTextContent('Added Simple Interest Calculator')",
    ),
);

const changed = run('what the change touches', 'git', ['status', '--short', '--untracked-files=all']);
const outside = changed
  .split('\n')
  .filter(Boolean)
  .map((line) => line.slice(3))
  .filter((file) => file !== `mfe-${area}/tools.json` && !file.startsWith(`mfe-${area}/src/${TOOL_FOLDER}/`));
console.log(changed.trimEnd());
if (outside.length > 0) {
  console.log(`add-a-tool: the change touches files outside the tool's folder and tools.json: ${outside.join(', ')}`);
  process.exit(1);
}

run('install (offline)', 'pnpm', ['install', '--offline', '--frozen-lockfile']);
run('format', 'pnpm', ['exec', 'prettier', '--check', `mfe-${area}`]);
run(`types of mfe-${area}`, 'pnpm', ['--filter', `@fintools/mfe-${area}`, 'typecheck']);
run(`lint of mfe-${area}`, 'pnpm', ['exec', 'eslint', `mfe-${area}`]);
for (const pkg of [`mfe-${area}`, 'shell', 'shared'])
  run(`Jest of ${pkg}`, 'pnpm', ['--filter', `@fintools/${pkg}`, 'test']);
run(`build of mfe-${area}`, 'pnpm', ['--filter', `@fintools/mfe-${area}`, 'build']);
const published = JSON.parse(fs.readFileSync(path.join(areaDir, 'dist/tools.json'), 'utf8'));
if (!published.some((tool) => tool.id === TOOL_ID)) {
  console.log(`add-a-tool: the build's dist/tools.json does not list ${TOOL_ID}`);
  process.exit(1);
}

if (!values.keep) fs.rmSync(scratch, { recursive: true, force: true });
console.log(
  `add-a-tool: a tool added to ${area} as docs/add-a-tool.md says passed every check above in ${((Date.now() - started) / 1000).toFixed(0)} s, touching only mfe-${area}/src/${TOOL_FOLDER}/ and mfe-${area}/tools.json`,
);

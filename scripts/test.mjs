// `pnpm test`: every tier, each phase timed, the independent ones side by side.
//
//   types ─┐                                                             ┌─► browser (Playwright)
//   lint and format ─┼─► build (remotes, shell, the e2e's variant builds) ─┤
//   unit ─┘                                                             └─► reports (each report, once)
//
// Types, lint, formatting and the Jest suites read only sources, so they run at once (two cores are busy the
// whole time instead of one; each Jest suite on its own is mostly one worker). The build waits for them, so a
// broken type or test fails in the first minutes, before minutes of webpack. Each phase's output is kept and
// printed when it fails; a phase that passes prints one line with its seconds. `--from <phase>` starts later
// (a developer whose static checks just passed); docs/testing.md says what each phase checks.
import { spawn } from 'node:child_process';
import { parseArgs } from 'node:util';

const { values } = parseArgs({ options: { from: { type: 'string' } } });

const PHASES = [
  { name: 'tools', group: 0, command: ['node', 'scripts/check-test-tools.mjs'] },
  { name: 'types', group: 1, command: ['pnpm', 'typecheck'] },
  { name: 'lint and format', group: 1, command: ['sh', '-c', 'pnpm lint && pnpm format:check'] },
  { name: 'unit', group: 1, command: ['pnpm', 'test:unit'] },
  { name: 'build', group: 2, command: ['sh', '-c', 'pnpm build && pnpm --filter @fintools/e2e variants'] },
  // The browser run streams its list as it goes: it is the long one, and a person watching wants to see it move.
  { name: 'browser', group: 3, command: ['pnpm', 'test:e2e'], stream: true },
  // Beside it, each report script once at its smallest (scripts/report-smoke.mjs), so none can rot unseen.
  { name: 'reports', group: 3, command: ['node', 'scripts/report-smoke.mjs'] },
];

const startIndex = values.from ? PHASES.findIndex((phase) => phase.name === values.from) : 0;
if (startIndex < 0) {
  console.error(`test: --from takes one of ${PHASES.map((phase) => `"${phase.name}"`).join(', ')}`);
  process.exit(2);
}

const seconds = (since) => ((Date.now() - since) / 1000).toFixed(0);

/** Runs one phase; resolves with its exit code and what it printed. */
function run(phase) {
  return new Promise((resolve) => {
    const started = Date.now();
    const [command, ...args] = phase.command;
    const child = spawn(command, args, { stdio: phase.stream ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => resolve({ phase, code: code ?? 1, output, took: seconds(started) }));
  });
}

const started = Date.now();
const groups = [...new Set(PHASES.slice(startIndex).map((phase) => phase.group))];
for (const group of groups) {
  const results = await Promise.all(
    PHASES.slice(startIndex)
      .filter((phase) => phase.group === group)
      .map(run),
  );
  for (const { phase, code, output, took } of results) {
    if (code !== 0 && !phase.stream) process.stdout.write(output);
    console.log(`test: ${phase.name} ${code === 0 ? 'passed' : 'FAILED'} in ${took} s`);
  }
  if (results.some((result) => result.code !== 0)) {
    console.log(`test: failed after ${seconds(started)} s`);
    process.exit(1);
  }
}
console.log(`test: every phase passed in ${seconds(started)} s`);

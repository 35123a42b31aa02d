import type { LoadFigures } from './load-stats';
import type { BuildStatus, RemotesStatus } from './remote-status';
import { terminalCell } from './terminal-text';

const compatibleText = (build: BuildStatus) =>
  build.compatible === null ? 'unknown' : build.compatible ? 'yes' : 'NO';

/**
 * `pnpm release --status`: one row per build (live, canary, previous, each preview) of every remote, with what
 * browsers reported over the last hour, each beside the number of distinct clients behind it, so a team
 * sees a canary failing before it promotes it. Reasons a build cannot run on the shell, and what an
 * automatic canary decision did, follow the table.
 * @example
 * REMOTE  BUILD        LABEL                URL                          COMPATIBLE  LOADED     FAILED  TIMED OUT  INTEGRITY
 * tax     live         tax remote · v0.1.0  /mfe/tax/mf-manifest.json    yes         120 (80)   0 (0)   0 (0)      0 (0)
 * tax     canary 10 %  tax remote · v2      https://cdn.example/tax/v2/… yes         9 (7)      4 (3)   1 (1)      0 (0)
 */
const OUTCOMES = ['loaded', 'failed', 'timeout', 'integrity'] as const;

/** "150 (42)": reports, and distinct clients. A gateway older than the client counts gives the reports alone. */
function figure(figures: LoadFigures, outcome: (typeof OUTCOMES)[number]): string {
  const clients = figures.clients?.[outcome];
  return `${figures.loads?.[outcome] ?? 0}${clients === undefined ? '' : ` (${clients})`}`;
}

export function formatStatusTable(status: RemotesStatus): string {
  const header = ['REMOTE', 'BUILD', 'LABEL', 'URL', 'COMPATIBLE', 'LOADED', 'FAILED', 'TIMED OUT', 'INTEGRITY'];
  const rows: string[][] = [];
  const notes: string[] = [];
  /** One build's row, and its problems and what it waits for as notes. */
  const addBuild = (name: string, role: string, build: BuildStatus, loads: LoadFigures | undefined) => {
    rows.push([
      name,
      role,
      build.label ?? '-',
      build.url,
      compatibleText(build),
      ...OUTCOMES.map((outcome) => (loads ? figure(loads, outcome) : '')),
    ]);
    for (const problem of build.problems) notes.push(`${name} ${role}: ${problem}`);
    if (build.waiting) {
      const { file, reason, code, tries, nextTry } = build.waiting;
      notes.push(
        `${name} ${role}: waiting for ${file} (${reason}) [${code}]; tried ${tries} times, next at ${nextTry}`,
      );
    }
  };
  for (const [name, remote] of Object.entries(status.remotes ?? {})) {
    if (!remote) continue;
    type Row = readonly [string, BuildStatus, LoadFigures | undefined];
    const canaryRole = remote.canary ? `canary ${remote.canary.percent} %${remote.canary.auto ? ' auto' : ''}` : '';
    const builds: Row[] = [
      [remote.live.from === 'release' ? 'live' : 'live (start)', remote.live, remote.live],
      ...(remote.canary ? [[canaryRole, remote.canary, remote.canary] as const] : []),
      ...(remote.previous ? [['previous', remote.previous, undefined] as const] : []),
    ];
    for (const [role, build, loads] of builds) addBuild(name, role, build, loads);
    if (remote.decision) {
      const { outcome, url, at, reason } = remote.decision;
      notes.push(`${name}: the canary ${url} was ${outcome} automatically at ${at}: ${reason}`);
    }
    if (remote.served.live !== remote.live.url) {
      const why = remote.live.waiting ? 'waiting for a file' : 'cannot run on this shell';
      notes.push(`${name}: held back (${why}); the gateway serves ${remote.served.live ?? 'nothing'} instead`);
    }
  }
  // Previews: only the browsers holding their links get them, so no loads are counted for them.
  for (const preview of status.previews ?? []) {
    const role = `preview ${preview.name}`;
    addBuild(preview.area, role, preview, undefined);
    notes.push(
      `${preview.area} ${role}: until ${preview.expiresAt}; end it with pnpm release ${preview.area} --drop-preview ${preview.name}`,
    );
  }
  // Labels, URLs, problems and reasons come from builds and gateways: no control character reaches the terminal.
  const cleanRows = rows.map((row) => row.map(terminalCell));
  const widths = header.map((title, column) => Math.max(title.length, ...cleanRows.map((row) => row[column]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => cell.padEnd(widths[column]!))
      .join('  ')
      .trimEnd();
  return [
    line(header),
    ...cleanRows.map(line),
    '',
    'Loads: what browsers reported over the last hour, (in brackets) from how many distinct clients.',
    ...(status.shellProvidesVersions ? [] : ['The shell publishes no provided-shared.json: compatibility is unknown.']),
    ...notes.map(terminalCell),
  ].join('\n');
}

/**
 * `pnpm release --status --modules`: for each live, canary and preview build, the shared modules it brings its own
 * copy of (where the shell's version does not meet its requirement, or the shell has none), beside the shell's
 * version; then what the shell provides. The dependency view of module-federation's devtools, from what the
 * gateway checked (docs/decisions/018-the-common-package-and-the-share-scope.md).
 * @example
 * calculators  live     calculators remote · v0.2.0  https://cdn.example/calculators/v2/mf-manifest.json
 *   its own copy of 1 shared module:
 *     @fintools/shared/format/indian-number  ^0.2.0  (the shell has 0.1.0)
 * tax          live     tax remote · v0.1.0          /mfe/tax/mf-manifest.json
 *   the shell's copy of every shared module it uses
 */
export function formatModulesReport(status: RemotesStatus): string {
  const lines: string[] = [];
  const builds: [string, string, BuildStatus][] = [];
  for (const [name, remote] of Object.entries(status.remotes ?? {})) {
    if (!remote) continue;
    builds.push([name, remote.live.from === 'release' ? 'live' : 'live (start)', remote.live]);
    if (remote.canary) builds.push([name, `canary ${remote.canary.percent} %`, remote.canary]);
  }
  for (const preview of status.previews ?? []) builds.push([preview.area, `preview ${preview.name}`, preview]);
  for (const [name, role, build] of builds) {
    lines.push(`${name}  ${role}  ${build.label ?? '-'}  ${build.url}`);
    const copies = build.ownCopies;
    if (copies === undefined || build.compatible === null) lines.push('  not known: this gateway could not check it');
    else if (copies.length === 0) lines.push("  the shell's copy of every shared module it uses");
    else {
      lines.push(`  its own copy of ${copies.length === 1 ? '1 shared module' : `${copies.length} shared modules`}:`);
      const width = Math.max(...copies.map((copy) => copy.module.length));
      for (const copy of copies) {
        const shell = copy.shellVersion === null ? 'not in the shell' : `the shell has ${copy.shellVersion}`;
        lines.push(`    ${copy.module.padEnd(width)}  ${copy.requiredVersion}  (${shell})`);
      }
    }
  }
  const provided = Object.entries(status.shellVersions ?? {}).sort(([a], [b]) => a.localeCompare(b));
  lines.push(
    '',
    provided.length > 0
      ? `The shell provides ${provided.length} shared modules:`
      : 'The shell publishes no provided-shared.json.',
  );
  const width = Math.max(0, ...provided.map(([module]) => module.length));
  for (const [module, version] of provided) lines.push(`  ${module.padEnd(width)}  ${version}`);
  return lines.map(terminalCell).join('\n');
}

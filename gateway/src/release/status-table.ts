import type { LoadCounts } from './load-stats';
import type { BuildStatus, RemotesStatus } from './remote-status';

const compatibleText = (build: BuildStatus) =>
  build.compatible === null ? 'unknown' : build.compatible ? 'yes' : 'NO';

/**
 * `pnpm release --status`: one row per build (live, canary, previous) of every remote, with what
 * browsers reported over the last hour, so a team sees a canary failing before it promotes it. Reasons a
 * build cannot run on the shell follow the table.
 * @example
 * REMOTE  BUILD        LABEL                URL                          COMPATIBLE  LOADED  FAILED  TIMED OUT
 * tax     live         tax remote · v0.1.0  /mfe/tax/mf-manifest.json    yes         120     0       0
 * tax     canary 10 %  tax remote · v2      https://cdn.example/tax/v2/… yes         9       4       1
 */
export function formatStatusTable(status: RemotesStatus): string {
  const header = ['REMOTE', 'BUILD', 'LABEL', 'URL', 'COMPATIBLE', 'LOADED', 'FAILED', 'TIMED OUT'];
  const rows: string[][] = [];
  const notes: string[] = [];
  for (const [name, remote] of Object.entries(status.remotes ?? {})) {
    if (!remote) continue;
    type Row = readonly [string, BuildStatus, LoadCounts | undefined];
    const builds: Row[] = [
      [remote.live.from === 'release' ? 'live' : 'live (start)', remote.live, remote.live.loads],
      ...(remote.canary ? [[`canary ${remote.canary.percent} %`, remote.canary, remote.canary.loads] as const] : []),
      ...(remote.previous ? [['previous', remote.previous, undefined] as const] : []),
    ];
    for (const [role, build, loads] of builds) {
      rows.push([
        name,
        role,
        build.label ?? '-',
        build.url,
        compatibleText(build),
        loads ? String(loads.loaded) : '',
        loads ? String(loads.failed) : '',
        loads ? String(loads.timeout) : '',
      ]);
      for (const problem of build.problems) notes.push(`${name} ${role}: ${problem}`);
    }
    if (remote.served.live !== remote.live.url) {
      notes.push(
        `${name}: held back (cannot run on this shell); the gateway serves ${remote.served.live ?? 'nothing'} instead`,
      );
    }
  }
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => cell.padEnd(widths[column]!))
      .join('  ')
      .trimEnd();
  return [
    line(header),
    ...rows.map(line),
    '',
    'Loads: what browsers reported over the last hour.',
    ...(status.shellProvidesVersions ? [] : ['The shell publishes no provided-shared.json: compatibility is unknown.']),
    ...notes,
  ].join('\n');
}

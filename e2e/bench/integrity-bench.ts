/**
 * `pnpm bench:integrity`: what the release integrity checks cost a visitor on /emi-calculator (a report,
 * never pass/fail; docs/decisions/017-only-released-code-runs.md).
 *
 * The calculators build, uploaded to a static host, served by two copies of the real gateway: one names it
 * in its starting map (REMOTE_CALCULATORS_URL: no release, no hashes, files load unchecked), the other had it
 * released with `pnpm release` (hashes recorded: remoteEntry.js and every chunk load with `integrity`, and
 * the page carries the hashes). Same files, same host, same shell; first visits alternate between the two so
 * a busy moment of the machine hits both alike. Prints the median time to interactive of each, and the
 * gzipped size of each page's HTML (the hashes travel in it).
 *
 *   cd e2e && node --import tsx bench/integrity-bench.ts        (pnpm bench:integrity builds first)
 *
 * Environment: BENCH_RUNS (loads per gateway; default 21), BENCH_PORT (first of three ports; default: free
 * ports), CHROMIUM_PATH.
 */
import { chromium } from '@playwright/test';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { remoteDist } from '../support/builds';
import { CHROMIUM_ARGS, CHROMIUM_PATH, E2E_ENV } from '../support/environment';
import { scriptPort } from '../support/ports';
import { runReleaseCommand } from '../support/release';
import { startGateway, type RunningGateway } from '../support/start-gateway';
import { startStaticServer } from '../support/static-server';
import { median } from './median';
import { loadOnce, type BenchRoute } from './time-to-interactive';

const RUNS = Number(process.env.BENCH_RUNS ?? 21);
const ROUTE: BenchRoute = {
  path: '/emi-calculator',
  ready: 'main h1 >> visible=true',
  control: { role: 'button', name: 'Calculate' },
  goal: 1.25,
};

/** The gzipped bytes of a route's HTML as the gateway sends it. */
async function pageBytes(gateway: RunningGateway): Promise<number> {
  const html = await (await fetch(new URL(ROUTE.path, gateway.url))).arrayBuffer();
  return gzipSync(Buffer.from(html), { level: 9 }).length;
}

async function main() {
  if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error(`BENCH_RUNS must be a positive integer`);
  const work = mkdtempSync(path.join(tmpdir(), 'fintools-integrity-bench-'));
  const stops: (() => Promise<void>)[] = [];
  try {
    cpSync(remoteDist('calculators'), path.join(work, 'cdn', 'calculators', 'v1'), { recursive: true });
    const host = await startStaticServer({ port: await scriptPort(0), root: path.join(work, 'cdn') });
    stops.push(host.stop);
    const manifest = `${host.url}/calculators/v1/mf-manifest.json`;
    const base = { ...E2E_ENV, REDIS_URL: '' };

    const unchecked = await startGateway(
      { ...base, REMOTE_CALCULATORS_URL: manifest, REMOTES_FILE: path.join(work, 'unchecked.json') },
      await scriptPort(1),
      { buildNothing: true },
    );
    stops.push(unchecked.stop);
    const releasedMap = path.join(work, 'released.json');
    const checked = await startGateway({ ...base, REMOTES_FILE: releasedMap }, await scriptPort(2), {
      buildNothing: true,
    });
    stops.push(checked.stop);
    const release = await runReleaseCommand(['calculators', manifest], {
      REMOTES_FILE: releasedMap,
      FINTOOLS_URL: checked.url,
      REDIS_URL: '',
    });
    if (release.code !== 0) throw new Error(`pnpm release refused the build:\n${release.output}`);
    // Every gateway reads the map within a few seconds of a release.
    for (let waited = 0; ; waited += 500) {
      const map = (await (await fetch(`${checked.url}/remotes.json`)).json()) as Record<string, unknown>;
      if (map.calculators === manifest && map.integrity) break;
      if (waited > 15_000) throw new Error('the release never reached the gateway');
      await new Promise((resolve) => setTimeout(resolve, 500));
    }

    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    stops.push(() => browser.close());
    const times = { unchecked: [] as number[], checked: [] as number[] };
    for (let run = 0; run < RUNS; run++) {
      times.unchecked.push(await loadOnce(browser, unchecked.url, ROUTE));
      times.checked.push(await loadOnce(browser, checked.url, ROUTE));
    }
    const [plainMs, checkedMs] = [median(times.unchecked), median(times.checked)];
    const [plainHtml, checkedHtml] = [await pageBytes(unchecked), await pageBytes(checked)];
    console.log(`${ROUTE.path}, calculators from another origin, ${RUNS} first visits each (median TTI):`);
    console.log(`  no hashes (starting map)       ${plainMs.toFixed(0).padStart(6)} ms   page ${plainHtml} B gz`);
    console.log(`  released, integrity checked    ${checkedMs.toFixed(0).padStart(6)} ms   page ${checkedHtml} B gz`);
    console.log(
      `  difference                     ${(checkedMs - plainMs).toFixed(0).padStart(6)} ms   page ${checkedHtml - plainHtml} B gz`,
    );
  } finally {
    for (const stop of stops.reverse()) await stop().catch(() => undefined);
    rmSync(work, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

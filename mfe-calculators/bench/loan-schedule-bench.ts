/**
 * How long the Loan Calculator takes to show the longest schedules, measured in Chromium on the BUILT
 * standalone page (dist/index.html#loan), the same code the shell loads.
 *
 *   pnpm bench:loan   (from the repository root: builds the remote, then runs this file)
 *
 * Fills ₹50,00,000 at 100% for a tenure of 1000, clicks Calculate EMI and times, inside the page,
 * from the click until the Interest Breakdown table's first row is in the DOM, until the chart's areas
 * are too (a MutationObserver), and until two animation frames later (about when it is on screen).
 * Two tenures: 1000 years (12,000 instalments summed into 1000 yearly rows) and 1000 months (1000
 * monthly rows); the table shows 12 rows a page either way. A third: 1000 years with ₹1,000 prepaid
 * every year and the EMI reduced after each (12,000 instalments, 1000 EMIs worked out again). Three ways to get there:
 *   - first, after filling the form: a fresh page, fields typed; focusing the form starts fetching
 *     the chart code, and a person typing takes longer than it does to arrive, so the bench waits
 *     for it before clicking;
 *   - first, form never focused: fields set by script, so the chart code (recharts, ~400 KB) is fetched,
 *     parsed and run only after the click: the worst case;
 *   - again, same page: Calculate EMI after a small loan, chart code loaded.
 * Median of 5 runs each. The goal is under 100 ms; this is a report and never fails on the numbers.
 *
 * Options (environment): BENCH_RUNS (default 5), BENCH_CPU_SLOWDOWN (e.g. 4, to look like a mid-range
 * phone; default 1), BENCH_DIST (another build folder; default ../dist), BENCH_ONLY (run the scenarios
 * whose name contains this text), CHROMIUM_PATH (default /usr/bin/chromium).
 */
import { createServer, type Server } from 'node:http';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from '@playwright/test';
import { formatNumberIn } from '@fintools/shared/format/indian-number';

const DIST = path.resolve(process.env.BENCH_DIST ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '../dist'));
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const CPU_SLOWDOWN = Number(process.env.BENCH_CPU_SLOWDOWN ?? 1);
const GOAL_MS = 100;
const PAGE_SIZE = 12;

interface Scenario {
  name: string;
  unit: 'Years' | 'Months';
  tenure: number;
  instalments: number;
  rows: number;
  /** One prepayment row, every year from `month`, and what it reduces. */
  prepayment?: { amount: string; month: string; mode: 'Reduce EMI' | 'Reduce tenure' };
}

const SCENARIOS: Scenario[] = [
  { name: '1000 years', unit: 'Years', tenure: 1000, instalments: 12_000, rows: 1000 },
  { name: '1000 months', unit: 'Months', tenure: 1000, instalments: 1000, rows: 1000 },
  // The heaviest schedule with prepayments: all 12,000 instalments stay (a prepayment of ₹1,000 a year
  // never clears ₹50,00,000), and the EMI is worked out again after each of the 1000 prepayments.
  {
    name: '1000 years, ₹1,000 every year, reduce EMI',
    unit: 'Years',
    tenure: 1000,
    instalments: 12_000,
    rows: 1000,
    prepayment: { amount: '1000', month: '12', mode: 'Reduce EMI' },
  },
];

interface Timing {
  /** From the click until the table's first row is in the DOM (the chart may still be loading). */
  table: number;
  /** From the click until the table's first row and the chart's areas are in the DOM. */
  dom: number;
  /** Until two animation frames after that: about when the result is on screen. */
  painted: number;
}

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};

/** A static file server for dist/ on a loopback port the system picks. */
async function serveDist(): Promise<{ server: Server; origin: string }> {
  const server = createServer((request, response) => {
    void (async () => {
      const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
      const file = path.join(DIST, pathname === '/' ? 'index.html' : pathname);
      if (!file.startsWith(DIST + path.sep) || !(await stat(file).catch(() => null))?.isFile()) {
        response.writeHead(404).end('not found');
        return;
      }
      const body = await readFile(file);
      response.writeHead(200, { 'Content-Type': CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream' });
      response.end(body);
    })().catch(() => response.writeHead(500).end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { server, origin: `http://127.0.0.1:${port}` };
}

async function openLoanPage(browser: Browser, origin: string): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  page.on('pageerror', (error) => console.error(`page error: ${error.message}`));
  if (CPU_SLOWDOWN > 1) {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  }
  await page.goto(`${origin}/index.html#loan`);
  await page.getByRole('heading', { name: 'LOAN CALCULATOR' }).waitFor();
  return page;
}

async function fillLoan(page: Page, amount: string, rate: string, tenure: string, unit: Scenario['unit']) {
  await page.getByLabel('Loan amount').fill(amount);
  await page.getByLabel('Interest rate (% p.a.)').fill(rate);
  await page.getByLabel('Loan tenure').fill(tenure);
  await page.getByLabel('Tenure unit').selectOption({ label: unit });
}

/** Adds the scenario's prepayment row: an interaction, so it also starts fetching the results' code. */
async function addPrepayment(page: Page, prepayment: NonNullable<Scenario['prepayment']>) {
  await page.getByRole('button', { name: 'Add prepayment' }).click();
  await page.getByLabel('Prepayment amount').fill(prepayment.amount);
  await page.getByLabel('In month').fill(prepayment.month);
  await page.getByLabel('Repeat every year').check();
  await page.getByLabel('After a prepayment').selectOption({ label: prepayment.mode });
}

/**
 * Clicks Calculate EMI inside the page and times it there, so none of Playwright's round trips count.
 * Done means: the pager reads "Page 1 of N" for this schedule, the table has a first row, and the
 * chart, described as this schedule, has drawn both areas. Plain JavaScript in a string: tsx would
 * otherwise wrap the page's functions in helpers that exist only in Node.
 */
const TIME_CALCULATE_IN_PAGE = `({ pageText, description }) => new Promise((resolve, reject) => {
  const button = [...document.querySelectorAll('button')].find((candidate) => candidate.textContent === 'Calculate EMI');
  if (!button) throw new Error('No Calculate EMI button');
  const tableShown = () => {
    const pager = document.querySelector('[aria-label="Interest Breakdown pages"]');
    return document.querySelector('table tbody tr') !== null && pager !== null && pager.textContent.includes(pageText);
  };
  // The loan chart is the figure described as this schedule (the EMI's split donut is a figure too).
  const chartShown = () => [...document.querySelectorAll('figure')].some((figure) => {
    const summary = document.getElementById(figure.getAttribute('aria-describedby') || '');
    return summary !== null && summary.textContent.includes(description)
      && figure.querySelectorAll('path.recharts-area-area').length >= 2;
  });
  let start = 0;
  let table = null;
  let finished = false;
  const check = () => {
    if (finished) return;
    if (table === null && tableShown()) table = performance.now() - start;
    if (table === null || !chartShown()) return;
    finished = true;
    const dom = performance.now() - start;
    observer.disconnect();
    clearTimeout(timeout);
    requestAnimationFrame(() => requestAnimationFrame(() => resolve({ table, dom, painted: performance.now() - start })));
  };
  const observer = new MutationObserver(check);
  const timeout = setTimeout(() => {
    observer.disconnect();
    reject(new Error('Not shown within 30 s: ' + pageText + ', ' + description));
  }, 30000);
  observer.observe(document.body, { childList: true, subtree: true, characterData: true, attributes: true });
  start = performance.now();
  button.click();
  check();
})`;

async function timeCalculate(page: Page, scenario: Scenario): Promise<Timing> {
  const expected = {
    pageText: `Page 1 of ${Math.ceil(scenario.rows / PAGE_SIZE)}`,
    description: `over ${formatNumberIn(scenario.rows)} ${scenario.unit.toLowerCase()}`,
  };
  return (await page.evaluate(`(${TIME_CALCULATE_IN_PAGE})(${JSON.stringify(expected)})`)) as Timing;
}

/**
 * Sets the fields the way a script would, without focusing or touching the form, so the Loan screen
 * has no hint to fetch its chart code early: the worst case for the first Calculate.
 */
const FILL_WITHOUT_FOCUS_IN_PAGE = `({ amount, rate, tenure, unit }) => {
  const control = (text) => [...document.querySelectorAll('label')].find((label) => label.textContent === text).control;
  const set = (element, value, event) => {
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(element), 'value').set.call(element, value);
    element.dispatchEvent(new Event(event, { bubbles: true }));
  };
  set(control('Loan amount'), amount, 'input');
  set(control('Interest rate (% p.a.)'), rate, 'input');
  set(control('Loan tenure'), tenure, 'input');
  set(control('Tenure unit'), unit, 'change');
}`;

async function measure(browser: Browser, origin: string, scenario: Scenario) {
  const cold: Timing[] = [];
  const typed: Timing[] = [];
  const again: Timing[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    // A visitor fills the form, which starts fetching the chart code; a person typing takes longer
    // than the code takes to arrive and run, so wait for that, then click Calculate EMI.
    const page = await openLoanPage(browser, origin);
    const chartCode = rechartsChunks();
    const fetched = page.waitForResponse((response) =>
      chartCode.includes(path.basename(new URL(response.url()).pathname)),
    );
    await fillLoan(page, '50,00,000', '100', String(scenario.tenure), scenario.unit);
    if (scenario.prepayment) await addPrepayment(page, scenario.prepayment);
    await fetched;
    await page.evaluate('new Promise((resolve) => requestIdleCallback(() => resolve(), { timeout: 2000 }))');
    typed.push(await timeCalculate(page, scenario));
    await page.close();

    // No hint at all: the chart's code is fetched when the schedule is first shown. Adding a prepayment
    // row is a hint in itself (it focuses the new row), so a scenario with one starts from its form.
    const untouched = await openLoanPage(browser, origin);
    if (scenario.prepayment) {
      await addPrepayment(untouched, scenario.prepayment);
      await fillLoan(untouched, '5,00,000', '8.5', '1', 'Years');
      await untouched.getByRole('button', { name: 'Calculate EMI' }).click();
      await untouched.getByRole('cell', { name: '₹23,319' }).waitFor();
      await fillLoan(untouched, '50,00,000', '100', String(scenario.tenure), scenario.unit);
      again.push(await timeCalculate(untouched, scenario));
      await untouched.close();
      continue;
    }
    const values = {
      amount: '5000000',
      rate: '100',
      tenure: String(scenario.tenure),
      unit: scenario.unit.toLowerCase(),
    };
    await untouched.evaluate(`(${FILL_WITHOUT_FOCUS_IN_PAGE})(${JSON.stringify(values)})`);
    cold.push(await timeCalculate(untouched, scenario));
    // A small loan in between, so the next Calculate has a different schedule to show.
    await fillLoan(untouched, '5,00,000', '8.5', '1', 'Years');
    await untouched.getByRole('button', { name: 'Calculate EMI' }).click();
    await untouched.getByRole('cell', { name: '₹23,319' }).waitFor();
    await fillLoan(untouched, '50,00,000', '100', String(scenario.tenure), scenario.unit);
    again.push(await timeCalculate(untouched, scenario));
    const rendered = await untouched.locator('table tbody tr').count();
    if (rendered !== Math.min(PAGE_SIZE, scenario.rows)) throw new Error(`The table rendered ${rendered} rows`);
    await untouched.close();
  }
  return { cold, typed, again };
}

/** The files of dist/ that hold recharts: the chart's code, which the EMI screen must never download. */
function rechartsChunks(): string[] {
  rechartsFiles ??= readdirSync(DIST).filter(
    (file) => file.endsWith('.js') && readFileSync(path.join(DIST, file), 'utf8').includes('recharts-surface'),
  );
  return rechartsFiles;
}
let rechartsFiles: string[] | undefined;

async function emiLoadsRecharts(browser: Browser, origin: string): Promise<string[]> {
  const page = await browser.newPage();
  const requested: string[] = [];
  page.on('request', (request) => requested.push(path.basename(new URL(request.url()).pathname)));
  await page.goto(`${origin}/index.html#emi`);
  await page.getByRole('heading', { name: 'EMI Calculator' }).waitFor();
  await page.getByRole('button', { name: 'Calculate', exact: true }).click();
  await page.getByRole('definition').filter({ hasText: '₹43,610' }).waitFor();
  await page.close();
  const chunks = rechartsChunks();
  return requested.filter((file) => chunks.includes(file));
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
const ms = (value: number) => `${value.toFixed(1)} ms`;

function printTable(header: string[], rows: string[][]) {
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
  const line = (cells: string[]) => `| ${cells.map((cell, column) => cell.padEnd(widths[column]!)).join(' | ')} |`;
  console.log(line(header));
  console.log(`|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`);
  for (const row of rows) console.log(line(row));
}

async function main() {
  if (!existsSync(path.join(DIST, 'index.html')) || !existsSync(path.join(DIST, 'mf-manifest.json'))) {
    console.error(`No build in ${DIST}. Run \`pnpm build\` in mfe-calculators first.`);
    process.exitCode = 1;
    return;
  }
  const { server, origin } = await serveDist();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--headless',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  try {
    const rows: string[][] = [];
    for (const scenario of SCENARIOS.filter((candidate) => candidate.name.includes(process.env.BENCH_ONLY ?? ''))) {
      const { cold, typed, again } = await measure(browser, origin, scenario);
      for (const [label, timings] of [
        ['first, after filling the form', typed],
        ['first, form never focused', cold],
        ['again, same page', again],
      ] as const) {
        if (timings.length === 0) continue;
        const table = timings.map((timing) => timing.table);
        const dom = timings.map((timing) => timing.dom);
        const painted = timings.map((timing) => timing.painted);
        rows.push([
          scenario.name,
          `${formatNumberIn(scenario.instalments)} → ${formatNumberIn(scenario.rows)} rows`,
          label,
          ms(median(table)),
          ms(median(dom)),
          ms(median(painted)),
          `${ms(Math.min(...painted))} – ${ms(Math.max(...painted))}`,
          median(painted) < GOAL_MS ? 'met' : 'over',
        ]);
      }
    }
    console.log(
      `\nLoan Calculator, ₹50,00,000 at 100%: Calculate EMI until table row 1 and chart are shown` +
        ` (median of ${RUNS}, Chromium headless${CPU_SLOWDOWN > 1 ? `, CPU ${CPU_SLOWDOWN}x slower` : ''})\n`,
    );
    printTable(
      [
        'tenure',
        'instalments → table',
        'Calculate',
        'table in DOM',
        'table + chart in DOM',
        'painted',
        'painted min – max',
        `< ${GOAL_MS} ms`,
      ],
      rows,
    );
    const emiChunks = await emiLoadsRecharts(browser, origin);
    console.log(
      `\nEMI screen downloads recharts: ${emiChunks.length === 0 ? 'no' : `YES (${emiChunks.join(', ')})`}` +
        ` (recharts is in ${rechartsChunks().join(', ') || 'no chunk?'})`,
    );
  } finally {
    await browser.close();
    server.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});

import { availableParallelism } from 'node:os';
import { defineConfig } from '@playwright/test';
import {
  CHROMIUM_ARGS,
  E2E_ENV,
  EXPECT_TIMEOUT,
  FAKES_PORT,
  GATEWAY_PORT,
  TEST_CHROMIUM_PATH,
} from './support/environment';

/**
 * The whole product in Debian's Chromium: the real gateway serving the real builds (`pnpm build`
 * runs first in `pnpm test`), pointed at the fake upstreams on loopback. Nothing is mocked in the app.
 */
export default defineConfig({
  // The platform's specs here, and the browser checks an area keeps beside a tool (`mfe-<area>/src/<tool>/*.e2e.ts`),
  // so a team adding a tool with a check only a browser can make touches its own folder alone.
  testDir: '..',
  testMatch: ['e2e/tests/**/*.spec.ts', 'mfe-*/src/**/*.e2e.ts'],
  // The variant builds (e2e/.variants/) copy an area's sources, its browser checks with them: those copies are not tests.
  testIgnore: ['**/.variants/**', '**/node_modules/**'],
  fullyParallel: true,
  // One worker more than there are cores: many tests spend seconds waiting (a hung remote's 15 s limit, a
  // release reaching both gateways, a service worker's update), and the extra worker keeps both cores busy
  // meanwhile. On this 2-core machine the suite alone took 657 s with one worker (Playwright's default: half
  // the cores), 348 s with two, 288 s with three and 296 s with four (docs/performance.md, "The test suite").
  workers: availableParallelism() + 1,
  retries: 0,
  // A test may wait on two or three first loads (FIRST_LOAD_TIMEOUT each) on a busy machine.
  timeout: 60_000,
  // The e2e checks what visitors see, not how fast (the byte budgets and the benches measure speed). The one
  // long wait, for a tool's first load, is made after each navigation (support/fixtures.ts), so any other
  // assertion waits seconds, and a broken page fails fast.
  expect: { timeout: EXPECT_TIMEOUT },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://127.0.0.1:${GATEWAY_PORT}`,
    // Every test opens a fresh context; with the service worker on, each would install it and download every
    // calculator and tax screen for offline use, hundreds of times a run. The specs about the worker turn it on.
    serviceWorkers: 'block',
    // Recording a trace of every test (to keep the failing ones') cost 40 % of the run's time here (2.2 min
    // against 1.3 for the same 30 tests); a failure is traced again with `pnpm test:e2e <spec> --trace on`.
    trace: 'off',
    launchOptions: { executablePath: TEST_CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  webServer: [
    {
      command: 'pnpm --filter @fintools/gateway fakes',
      url: `http://127.0.0.1:${FAKES_PORT}/v1/latest?from=EUR`,
      env: E2E_ENV,
      reuseExistingServer: !process.env.CI,
      stdout: 'ignore',
    },
    {
      command: 'pnpm --filter @fintools/gateway start',
      url: `http://127.0.0.1:${GATEWAY_PORT}/healthz`,
      env: E2E_ENV,
      reuseExistingServer: !process.env.CI,
      timeout: 300_000,
    },
  ],
});

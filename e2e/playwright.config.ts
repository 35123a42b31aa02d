import { defineConfig } from '@playwright/test';
import {
  CHROMIUM_ARGS,
  CHROMIUM_PATH,
  E2E_ENV,
  FAKES_PORT,
  FIRST_LOAD_TIMEOUT,
  GATEWAY_PORT,
} from './support/environment';

const BUILDING_SPECS = /\/(area-release|deployment|offline|release)\.spec\.ts$/;

/**
 * The whole product in Debian's Chromium: the real gateway serving the real builds (`pnpm build`
 * runs first in `pnpm test`), pointed at the fake upstreams on loopback. Nothing is mocked in the app.
 */
export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  // A test may wait on two or three first loads (FIRST_LOAD_TIMEOUT each) on a busy machine.
  timeout: 60_000,
  // The e2e checks what visitors see, not how fast (budgets.spec and the benches measure speed). Any
  // assertion may be waiting on a tool's first load, so each waits as long as a first load may take.
  expect: { timeout: FIRST_LOAD_TIMEOUT },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  // These specs build remotes (or a shell) while they run, minutes of both cores: they go after the others,
  // so their builds do not slow the timing-sensitive specs down (a stream sampled mid-way, a tool's first load).
  projects: [
    { name: 'product', testIgnore: BUILDING_SPECS },
    { name: 'releases', testMatch: BUILDING_SPECS, dependencies: ['product'] },
  ],
  use: {
    baseURL: `http://127.0.0.1:${GATEWAY_PORT}`,
    // Every test opens a fresh context; with the service worker on, each would install it and download every
    // calculator and tax screen for offline use, hundreds of times a run. The specs about the worker turn it on.
    serviceWorkers: 'block',
    trace: 'retain-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
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

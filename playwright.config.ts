import os from 'node:os';
import { defineConfig, devices } from '@playwright/test';
import { BROWSER_LOCALE, BROWSER_TIME_ZONE } from './scripts/browserLocale.mjs';
import { chromiumArgs, headlessShellExecutable } from './scripts/chromium';

// E2E_PORT lets two checkouts run their journeys side by side.
const PORT = Number(process.env.E2E_PORT ?? 4173);

// A journey's page lives for seconds: V8's optimizing tiers (Maglev, TurboFan) spend more CPU
// compiling than their code saves before the page closes (a fresh load of /products: 0.35 core-s
// in the renderer without them, 0.41 with). The journeys assert outcomes, never speed; the bench,
// which measures speed, keeps both tiers.
const journeyArgs = [...chromiumArgs, '--js-flags=--no-opt --no-maglev'];

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  // A worker takes the next spec file when it is free. One worker per core: each worker's browser
  // keeps about a core busy, and npm test gives this step no more (scripts/test-all.mjs).
  workers: os.availableParallelism(),
  forbidOnly: !!process.env.CI,
  retries: 0,
  reporter: [['list']],
  // Bounds, not waits: every wait ends as soon as the app's state arrives. A busy 2-core machine
  // can take several seconds over one full load, and a bound that it outlasts is a flake.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  use: {
    ...devices['Desktop Chrome'],
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: { executablePath: headlessShellExecutable, args: journeyArgs },
    // The machine's zone and language reach no journey, as they reach no story or engine's
    // browser (docs/testing.md#determinism).
    locale: BROWSER_LOCALE,
    timezoneId: BROWSER_TIME_ZONE,
    trace: 'off',
    // The production build installs a service worker (docs/behaviour.md): a journey that does not
    // test it runs without it, so every load reaches the server and a held request is held.
    serviceWorkers: 'block',
  },
  webServer: {
    // npm test builds once for the bundle budget and passes E2E_PREBUILT; alone, this builds first.
    command: `${process.env.E2E_PREBUILT ? '' : 'node_modules/.bin/vite build --logLevel warn && node scripts/prerender.mjs && '}node_modules/.bin/vite preview --host 127.0.0.1 --port ${PORT} --strictPort`,
    url: `http://127.0.0.1:${PORT}`,
    reuseExistingServer: false,
    timeout: 120_000,
  },
});

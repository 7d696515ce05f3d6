import { defineConfig, devices } from '@playwright/test';
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
  // A worker takes the next spec file when it is free; each waits on its pages much of the time.
  workers: 3,
  forbidOnly: !!process.env.CI,
  retries: 0,
  reporter: [['list']],
  timeout: 30_000,
  use: {
    ...devices['Desktop Chrome'],
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: { executablePath: headlessShellExecutable, args: journeyArgs },
    trace: 'off',
  },
  webServer: {
    // npm test builds once for the bundle budget and passes E2E_PREBUILT; alone, this builds first.
    command: `${process.env.E2E_PREBUILT ? '' : 'node_modules/.bin/vite build --logLevel warn && node scripts/prerender.mjs && '}node_modules/.bin/vite preview --host 127.0.0.1 --port ${PORT} --strictPort`,
    url: `http://127.0.0.1:${PORT}`,
    reuseExistingServer: false,
    timeout: 120_000,
  },
});

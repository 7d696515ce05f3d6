/// <reference types="vitest/config" />
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { BROWSER_LOCALE, BROWSER_TIME_ZONE } from './scripts/browserLocale.mjs';
import { chromiumArgs, chromiumExecutable } from './scripts/chromium.ts';
import { chunkReport } from './scripts/chunkReport.ts';
import { securityHeaders } from './deploy/securityHeaders.ts';
import { admCredentialDefine } from './scripts/admCredentialDefine.ts';
import { prerenderedPreview } from './scripts/prerenderPreview.ts';
import { storyShotMatches } from './.storybook/storyShotCommand.ts';
import { SHOT_COMPARISON } from './.storybook/storyShotComparison.ts';
import { startupPlugins } from './scripts/startup/startupPlugins.ts';

const root = path.dirname(fileURLToPath(import.meta.url));

/**
 * The MSW worker lives in src/mocks/static, not public/, so production builds never ship it;
 * the dev server serves it by hand (Storybook serves the folder as a static dir).
 */
function serveMockWorker(): Plugin {
  const file = path.join(root, 'src/mocks/static/mockServiceWorker.js');
  return {
    name: 'cryptovault:serve-mock-worker',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use('/mockServiceWorker.js', (_req, res) => {
        void readFile(file).then((body) => {
          res.setHeader('Content-Type', 'text/javascript');
          res.setHeader('Service-Worker-Allowed', '/');
          res.end(body);
        });
      });
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    serveMockWorker(),
    chunkReport(),
    admCredentialDefine(),
    prerenderedPreview(),
    ...startupPlugins(root),
  ],
  build: {
    manifest: true,
    target: 'es2022',
    chunkSizeWarningLimit: 400,
    rolldownOptions: {
      // Chakra's theme module builds its full default config (all ~80 recipes) at load time; these
      // config helpers have no side effects, so marking them pure lets the recipes the app does not
      // use drop out of the first load (src/ui/theme/recipes.ts lists the ones it does). Anatomies
      // are plain part lists: the ones no component uses drop out too.
      treeshake: { manualPureFunctions: ['defineConfig', 'defineRecipe', 'defineSlotRecipe', 'createAnatomy'] },
      output: {
        codeSplitting: {
          groups: [
            {
              // The cart's state and rules (the plain modules of shop/cart; its components are
              // .tsx) and, pulled in as their dependencies, the product, bundle and pack data it
              // prices lines with: every page loads them at start-up, so one chunk compresses
              // better than the small ones the pages' sharing would cut.
              name: 'cart-data',
              test: /\/src\/features\/shop\/cart\/[^/]+\.ts$/,
            },
          ],
        },
      },
    },
  },
  // The same security headers as the nginx configuration in deploy/nginx.
  preview: { port: 4173, strictPort: true, headers: securityHeaders },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          // Most units are plain logic: a test file that needs a DOM says so in its first line
          // (`// @vitest-environment jsdom`), so the rest skip jsdom's start-up.
          environment: 'node',
          // Worker threads that keep their loaded modules from file to file: the 80 files then run
          // in 10 s and 13 core-s instead of 25 s and 31 (forks, a fresh module graph per file).
          // Every test that stubs a global or spies puts it back in its afterEach; the files
          // pass in any order (checked with --sequence.shuffle.files).
          pool: 'threads',
          isolate: false,
          include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', '.storybook/**/*.test.ts'],
          // A bound, not a wait: the storage property test (300 random values up to the size
          // limit) takes under 3 s alone and outlasted Vitest's default 5 s beside npm test's
          // browsers, a failure of the machine's load, not of the code.
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        plugins: [storybookTest({ configDir: path.join(root, '.storybook') })],
        test: {
          name: 'storybook',
          // No reload between story files: reloading the preview per file cost more than the stories.
          isolate: false,
          // Two pages share out the files, each in its own browser context (storage, clipboard and
          // focus apart): one page alone kept barely one core busy, waiting on paints and timers.
          maxWorkers: 2,
          setupFiles: ['.storybook/vitest.setup.ts'],
          // Writes .visual-review (baseline | new | diff per changed story) after every run.
          globalSetup: ['.storybook/visualReview.globalSetup.ts'],
          testTimeout: 30_000,
          browser: {
            enabled: true,
            headless: true,
            ui: false,
            // Larger than Storybook's 1200x900 story viewport, so screenshots are never scaled.
            viewport: { width: 1280, height: 1000 },
            provider: playwright({
              launchOptions: { executablePath: chromiumExecutable, args: chromiumArgs },
              contextOptions: {
                // Tall enough for the whole-page screenshots of .storybook/vitest.setup.ts.
                viewport: { width: 1440, height: 8000 },
                reducedMotion: 'reduce',
                permissions: ['clipboard-read', 'clipboard-write'],
                locale: BROWSER_LOCALE,
                timezoneId: BROWSER_TIME_ZONE,
              },
            }),
            instances: [{ browser: 'chromium' }],
            screenshotFailures: false,
            commands: { storyShotMatches },
            expect: {
              toMatchScreenshot: {
                comparatorName: 'pixelmatch',
                // Zero tolerance: any pixel that is not anti-aliasing fails the story.
                comparatorOptions: SHOT_COMPARISON,
              },
            },
          },
        },
      },
    ],
  },
});

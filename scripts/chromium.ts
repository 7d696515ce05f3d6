/**
 * How every browser test here drives Chromium: Debian's build (Playwright cannot download its
 * own on this network), with the flags that let it run as root on a closed network.
 */
export const chromiumExecutable = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The journeys and the Storybook UI runner drive Debian's headless shell (the chromium-headless-shell
 * package: the same Chromium build without the desktop browser around it, and what Playwright
 * itself runs headless). A journey opens a fresh context per test; the shell opens and loads one
 * for about a third less CPU, and the whole journey run costs a quarter less. The Vitest stories
 * and the bench keep the full browser: the baselines and the Lighthouse figures were taken in it.
 */
export const headlessShellExecutable = process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // The full browser ignores this switch and draws text as 'slight' does; the headless shell
  // obeys it, so with 'slight' both draw the same glyphs at the same widths.
  '--font-render-hinting=slight',
];

/**
 * How every browser test here drives Chromium: Debian's build (Playwright cannot download its
 * own on this network), with the flags that let it run as root on a closed network.
 */
export const chromiumExecutable = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--font-render-hinting=none',
];

/**
 * The cross-engine journeys (scripts/engines/) drive Debian's Chromium headless shell, Firefox ESR
 * and WebKitGTK (its WebDriver and MiniBrowser, which has no headless mode and so runs under
 * xvfb-run). On a fresh machine, running as root, whatever is missing is installed from Debian's
 * packages; otherwise the run stops and says what to install.
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { aptInstall, canAptInstall } from './aptInstall.mjs';
import { ensureChromium, ensureHeadlessShell } from './ensureChromium.mjs';

/** MiniBrowser sits under the machine's multiarch folder (x86_64-linux-gnu, aarch64-linux-gnu, ...). */
function defaultMiniBrowserPath() {
  const lib = '/usr/lib';
  const found = readdirSync(lib)
    .map((folder) => path.join(lib, folder, 'webkit2gtk-4.1', 'MiniBrowser'))
    .find((candidate) => existsSync(candidate));
  return found ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
}

const TOOLS = {
  firefox: {
    name: 'Firefox ESR',
    variable: 'FIREFOX_PATH',
    defaultPath: () => '/usr/bin/firefox-esr',
    package: 'firefox-esr',
  },
  webDriver: {
    name: 'WebKitWebDriver',
    variable: 'WEBKIT_WEBDRIVER_PATH',
    defaultPath: () => '/usr/bin/WebKitWebDriver',
    package: 'webkit2gtk-driver',
  },
  // webkit2gtk-driver depends on the library package that holds MiniBrowser.
  miniBrowser: {
    name: "WebKitGTK's MiniBrowser",
    variable: 'MINIBROWSER_PATH',
    defaultPath: defaultMiniBrowserPath,
    package: 'webkit2gtk-driver',
  },
  xvfbRun: { name: 'xvfb-run', variable: 'XVFB_RUN_PATH', defaultPath: () => '/usr/bin/xvfb-run', package: 'xvfb' },
};

/** Which tools each engine needs; Chromium's headless shell is ensureChromium.mjs's (the Playwright journeys' too). */
const NEEDS = { chromium: [], firefox: ['firefox'], webkit: ['webDriver', 'miniBrowser', 'xvfbRun'] };

export const ENGINES = Object.keys(NEEDS);

const locate = (tool) => process.env[tool.variable] ?? tool.defaultPath();

/**
 * Paths of the programs the given engines need ('chromium', 'firefox', 'webkit'), installing
 * Debian's packages when they are missing and this process may; throws saying what to install
 * otherwise.
 */
export function ensureEngines(engines = ENGINES) {
  const keys = [...new Set(engines.flatMap((engine) => NEEDS[engine]))];
  const missing = keys.filter((key) => !existsSync(locate(TOOLS[key])));
  for (const key of missing) {
    const { variable } = TOOLS[key];
    if (process.env[variable]) throw new Error(`${variable} points at ${process.env[variable]}, which does not exist.`);
  }
  if (missing.length > 0) {
    const packages = [...new Set(missing.map((key) => TOOLS[key].package))];
    const names = missing.map((key) => TOOLS[key].name).join(', ');
    const install = `sudo apt-get install -y ${packages.join(' ')}`;
    if (!canAptInstall()) {
      throw new Error(
        `${names} not installed. Install Debian's packages ("${install}") or point ` +
          `${missing.map((key) => TOOLS[key].variable).join(' / ')} at other builds, then run again.`,
      );
    }
    console.log(`${names} missing: installing Debian's ${packages.join(', ')} (needs a few minutes once)...`);
    const stillMissing = () => keys.filter((key) => !existsSync(locate(TOOLS[key])));
    if (!aptInstall(packages) || stillMissing().length > 0) {
      throw new Error(`Installing ${packages.join(', ')} with apt-get failed (see above). Run "${install}" by hand.`);
    }
  }
  const tools = Object.fromEntries(keys.map((key) => [key, locate(TOOLS[key])]));
  if (engines.includes('chromium')) tools.chromium = chromiumPath();
  return tools;
}

/** Debian's headless shell; without it the full browser, as npm test falls back (scripts/test-all.mjs). */
function chromiumPath() {
  try {
    return ensureHeadlessShell().path;
  } catch (error) {
    if (process.env.CHROMIUM_HEADLESS_SHELL_PATH) throw error;
    return ensureChromium().path;
  }
}

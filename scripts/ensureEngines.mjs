/**
 * The cross-engine journeys (scripts/engines/) drive Debian's Firefox ESR and WebKitGTK (its
 * WebDriver and MiniBrowser, which has no headless mode and so runs under xvfb-run). On a fresh
 * machine, running as root, whatever is missing is installed from Debian's packages; otherwise the
 * run stops and says what to install.
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { aptInstall, canAptInstall } from './aptInstall.mjs';

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

/** Which tools each engine needs. */
const NEEDS = { firefox: ['firefox'], webkit: ['webDriver', 'miniBrowser', 'xvfbRun'] };

const locate = (tool) => process.env[tool.variable] ?? tool.defaultPath();

/**
 * Paths of the programs the given engines need ('firefox', 'webkit'), installing Debian's packages
 * when they are missing and this process may; throws saying what to install otherwise.
 */
export function ensureEngines(engines = ['firefox', 'webkit']) {
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
  return Object.fromEntries(keys.map((key) => [key, locate(TOOLS[key])]));
}

/**
 * Every browser test here drives Debian's Chromium, the full browser or its headless shell. On a
 * fresh machine, running as root, a missing one is installed from Debian's packages; otherwise the
 * run stops and says what to install.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { aptInstall, canAptInstall } from './aptInstall.mjs';

/** The two Debian builds the tests drive (scripts/chromium.ts says which test uses which). */
const BROWSERS = {
  chromium: { name: 'Chromium', variable: 'CHROMIUM_PATH', defaultPath: '/usr/bin/chromium', packages: ['chromium'] },
  headlessShell: {
    name: "Chromium's headless shell",
    variable: 'CHROMIUM_HEADLESS_SHELL_PATH',
    defaultPath: '/usr/bin/chromium-headless-shell',
    packages: ['chromium-headless-shell'],
  },
};

function browserVersion(path) {
  try {
    return execFileSync(path, ['--version'], { encoding: 'utf8' }).trim();
  } catch {
    return null;
  }
}

function ensureBrowser({ name, variable, defaultPath, packages }) {
  const path = process.env[variable] ?? defaultPath;
  if (!existsSync(path)) {
    if (process.env[variable]) {
      throw new Error(`${variable} points at ${path}, which does not exist.`);
    }
    const install = `sudo apt-get install -y ${packages.join(' ')}`;
    if (!canAptInstall()) {
      throw new Error(
        `${name} is not installed. Install Debian's package ("${install}") or point ${variable} at ` +
          'another build, then run npm test again.',
      );
    }
    console.log(`${name} is missing: installing Debian's ${packages[0]} package (needs a few minutes once)...`);
    if (!aptInstall([...packages, 'fonts-dejavu-core']) || !existsSync(defaultPath)) {
      throw new Error(`Installing ${name} with apt-get failed (see above). Run "${install}" by hand.`);
    }
  }
  const version = browserVersion(path);
  if (!version) throw new Error(`${path} is there but does not run ("${path} --version" failed).`);
  return { path, version };
}

/** Debian's full Chromium: the Vitest stories (their baselines were drawn in it) and the bench. */
export function ensureChromium() {
  return ensureBrowser(BROWSERS.chromium);
}

/** Debian's headless shell of the same build: the journeys and the Storybook UI runner. */
export function ensureHeadlessShell() {
  return ensureBrowser(BROWSERS.headlessShell);
}

/** Baselines are made under one Chromium build; a different build may move anti-aliased pixels. */
export function baselineChromiumNote(version) {
  const file = new URL('../stories/CHROMIUM_VERSION', import.meta.url);
  if (!existsSync(file)) return null;
  const recorded = readFileSync(file, 'utf8').trim();
  if (recorded === version) return null;
  return (
    `Note: visual baselines were recorded with "${recorded}", this machine has "${version}". ` +
    'If only anti-aliased pixels moved, regenerate them (npm run test:update-visuals) in a commit of their own.'
  );
}

/**
 * Every browser test here drives Debian's Chromium. On a fresh machine, running as root, it is
 * installed from Debian's packages; otherwise the run stops and says what to install.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { aptInstall, canAptInstall } from './aptInstall.mjs';

const DEFAULT_PATH = '/usr/bin/chromium';

function chromiumVersion(path) {
  try {
    return execFileSync(path, ['--version'], { encoding: 'utf8' }).trim();
  } catch {
    return null;
  }
}

export function ensureChromium() {
  const path = process.env.CHROMIUM_PATH ?? DEFAULT_PATH;
  if (!existsSync(path)) {
    if (process.env.CHROMIUM_PATH) {
      throw new Error(`CHROMIUM_PATH points at ${path}, which does not exist.`);
    }
    if (!canAptInstall()) {
      throw new Error(
        'Chromium is not installed. Install Debian\'s package ("sudo apt-get install -y chromium") ' +
          'or point CHROMIUM_PATH at a Chromium or Chrome binary, then run npm test again.',
      );
    }
    console.log("Chromium is missing: installing Debian's chromium package (needs a few minutes once)...");
    if (!aptInstall(['chromium', 'fonts-dejavu-core']) || !existsSync(DEFAULT_PATH)) {
      throw new Error('Installing Chromium with apt-get failed (see above). Install the "chromium" package by hand.');
    }
  }
  const version = chromiumVersion(path);
  if (!version) throw new Error(`${path} is there but does not run ("${path} --version" failed).`);
  return { path, version };
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

/**
 * WebKitWebDriver, which starts MiniBrowser for a session. MiniBrowser has no headless mode, so
 * the driver runs under xvfb-run, with a GTK theme that lets the window be as narrow as a phone.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { waitForServer } from 'selenium-webdriver/http/util.js';
import { findFreePort } from 'selenium-webdriver/net/portprober.js';
import { processTree } from './processTree.mjs';
import { BROWSER_LOCALE } from '../browserLocale.mjs';

// GTK will not make MiniBrowser's window narrower than its toolbar, 447 px, or than the location
// prompt's bar while it is open, 360 px: a phone's 390 and 320 px need their parts shrunk
// (docs/testing.md#other-browser-engines).
const NARROW_WINDOW_CSS =
  'headerbar, toolbar, .toolbar, entry, button { min-width: 0; min-height: 0; padding: 0; margin: 0; }\n' +
  'infobar, infobar * { min-width: 0; min-height: 0; padding: 0; margin: 0; font-size: 8px; }\n';
// xvfb-run's default screen (640x480) is smaller than the desktop window.
const SCREEN = { width: 1600, height: 1200 };
/**
 * Where the X pointer rests: Xvfb starts it at the screen's middle, and nothing moves it
 * (WebDriver's actions are WebKit's own events). With no window manager, the keyboard focus goes
 * to the window under it (webkitSession.mjs places the window accordingly).
 */
export const X_POINTER = { x: SCREEN.width / 2, y: SCREEN.height / 2 };
const START_TIMEOUT_MS = 30_000;

/**
 * Starts WebKitWebDriver, with `env` added to its environment (MiniBrowser inherits it); resolves
 * with its address, its process id and `stop()`.
 */
export async function startWebKitDriver({ webDriverPath, xvfbRunPath, env }) {
  const configHome = mkdtempSync(path.join(tmpdir(), 'cryptovault-webkit-'));
  mkdirSync(path.join(configHome, 'gtk-3.0'));
  writeFileSync(path.join(configHome, 'gtk-3.0', 'gtk.css'), NARROW_WINDOW_CSS);
  const port = await findFreePort('127.0.0.1');
  const screen = `-screen 0 ${SCREEN.width}x${SCREEN.height}x24`;
  const child = spawn(xvfbRunPath, ['-a', '-s', screen, webDriverPath, `--port=${port}`], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      ...env,
      XDG_CONFIG_HOME: configHome,
      // WebKit takes the page's language from the environment.
      LANG: `${BROWSER_LOCALE.replace('-', '_')}.UTF-8`,
      // Composited layers would be drawn with GL, which Xvfb has only in software: about twice the
      // CPU for the same pages. Layout, scripts and events are the same without them.
      WEBKIT_DISABLE_COMPOSITING_MODE: '1',
      // JavaScriptCore's optimising tiers, as the Chromium journeys run V8 without its own
      // (run.mjs): their compiles, on a background thread, cost more than they save in journeys
      // that load a page and leave it (the shop, bundles, toast and csm journeys: 57-58 core-s
      // with them, 50-52 without, in the same 75-77 s). Without the baseline JIT as well it was
      // slower (56-57 core-s, 80-81 s).
      JSC_useDFGJIT: '0',
      JSC_useFTLJIT: '0',
    },
  });
  const output = [];
  child.stdout.on('data', (chunk) => output.push(chunk));
  child.stderr.on('data', (chunk) => output.push(chunk));
  let exited = false;
  const exit = new Promise((resolve) => child.once('exit', resolve));
  void exit.then(() => (exited = true));

  const stop = async () => {
    // The driver alone: xvfb-run then stops its X server and exits by itself (killed, its shell
    // would leave both running).
    if (!exited) {
      const driver = processTree(child.pid).find((stat) => stat.name === 'WebKitWebDriver');
      if (driver) process.kill(driver.pid, 'SIGTERM');
      else child.kill();
      await exit;
    }
    rmSync(configHome, { recursive: true, force: true });
  };

  const url = `http://127.0.0.1:${port}`;
  try {
    // Given up on as soon as the driver exits.
    await waitForServer(url, START_TIMEOUT_MS, exit);
  } catch (error) {
    await stop();
    throw new Error(`WebKitWebDriver did not start (${error.message}):\n${Buffer.concat(output).toString()}`, {
      cause: error,
    });
  }
  return { url, pid: child.pid, stop };
}

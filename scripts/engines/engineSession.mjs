/**
 * Opens one engine's browser. Every journey talks to it through the same small session, whichever
 * driver is underneath (puppeteer-core over CDP for Chromium and over WebDriver BiDi for Firefox,
 * selenium-webdriver over classic WebDriver for WebKit):
 *
 * - `engine`, `version`, `pid` (the browser's or driver's process, for its CPU time);
 * - `setSize({ width, height })`: the page's viewport, exactly;
 * - `goto(path)`, `reload()`: resolve at DOMContentLoaded (a full address opens another origin);
 * - `evaluate(fn, ...args)`: runs a self-contained function in the page (inPage.mjs), awaits it;
 *   an element of `withElement` may be among the arguments;
 * - `withElement(find, args, act)`: `act(element)` with the element `find(...args)` returns in
 *   the page, or null when there is none;
 * - `click(element, { button, count })`: the driver's own click (a right click with `button:
 *   'right'`, a double click with `count: 2`);
 * - `hover(element)`: the pointer moved onto the element, and left there;
 * - `press(key, { shift })`: a key (as puppeteer names it: 'Escape', 'ArrowUp') pressed where the
 *   focus is, with Shift held when `shift`;
 * - `fill(element, text)`, `select(element, value)`: the driver's keystrokes (replacing the field's
 *   text) and choice of a native select's option;
 * - `screenshot({ x, y, width, height })`: that region of the viewport, in whole CSS pixels, decoded
 *   (RGBA: `{ width, height, data }`), as the shots are judged;
 * - `close()`.
 */
import { BROWSER_TIME_ZONE } from '../browserLocale.mjs';
import { openPuppeteer } from './puppeteerSession.mjs';
import { openWebKit } from './webkitSession.mjs';

/**
 * What every engine's browser starts with in its environment: UTC, as the Vitest stories' browser
 * runs (vite.config.ts). Dates and countdowns that follow the visitor's zone (the launch day of
 * Coming Soon) then draw the same on every machine: in New York's zone Firefox and WebKit failed
 * the Coming Soon stories' plays and shots, whose baselines were taken in UTC.
 */
const BROWSER_ENV = { TZ: BROWSER_TIME_ZONE };

export function openSession(engine, tools, origin) {
  if (engine === 'webkit') {
    const { webDriver, miniBrowser, xvfbRun } = tools;
    return openWebKit({
      webDriverPath: webDriver,
      miniBrowserPath: miniBrowser,
      xvfbRunPath: xvfbRun,
      origin,
      env: BROWSER_ENV,
    });
  }
  return openPuppeteer({
    engine,
    executablePath: tools[engine],
    chromiumArgs: tools.chromiumArgs,
    origin,
    env: BROWSER_ENV,
  });
}

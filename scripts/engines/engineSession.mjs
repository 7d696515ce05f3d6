/**
 * Opens one engine's browser. Every journey talks to it through the same small session, whichever
 * driver is underneath (puppeteer-core over WebDriver BiDi for Firefox, selenium-webdriver over
 * classic WebDriver for WebKit):
 *
 * - `engine`, `version`, `pid` (the browser's or driver's process, for its CPU time);
 * - `setSize({ width, height })`: the page's viewport, exactly;
 * - `goto(path)`, `reload()`: resolve at DOMContentLoaded;
 * - `evaluate(fn, ...args)`: runs a self-contained function in the page (inPage.mjs), awaits it;
 * - `click(find, ...args)`: a real click on the element `find(...args)` returns in the page, once
 *   nothing covers it: `{ clicked, why }`;
 * - `type(find, args, text)`: keystrokes into that element, false when there is none;
 * - `close()`.
 */
import { openFirefox } from './firefoxSession.mjs';
import { openWebKit } from './webkitSession.mjs';

export function openSession(engine, tools, origin) {
  if (engine === 'firefox') return openFirefox({ executablePath: tools.firefox, origin });
  return openWebKit({
    webDriverPath: tools.webDriver,
    miniBrowserPath: tools.miniBrowser,
    xvfbRunPath: tools.xvfbRun,
    origin,
  });
}

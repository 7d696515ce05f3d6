/**
 * WebKitGTK's MiniBrowser driven by selenium-webdriver over classic WebDriver: one window for the
 * whole run. The journeys see only the session's small interface (engineSession.mjs).
 */
import { setTimeout as delay } from 'node:timers/promises';
import { Builder } from 'selenium-webdriver';
import { clickOutcome } from './clickOutcome.mjs';
import { watchClick, watchedClick, whatCovers } from './inPage.mjs';
import { startWebKitDriver } from './webkitDriverProcess.mjs';

const RESIZE_TIMEOUT_MS = 5000;
const NAVIGATION_TIMEOUT_MS = 30_000;
/** Set on a page's window before it is left: the next page's window does not have it. */
const LEFT_BEHIND = 'enginesLeftBehind';

/**
 * Wraps an async `fn` so that WebDriver's asynchronous script runs it and hands back what it
 * resolves to, as puppeteer's evaluate does. Only for async functions: an asynchronous script
 * whose page goes away before it answers (a navigation) waits out the whole script timeout.
 */
const asyncScript = (fn) => `
  var done = arguments[arguments.length - 1];
  var args = Array.prototype.slice.call(arguments, 0, -1);
  Promise.resolve()
    .then(function () { return (${fn}).apply(null, args); })
    .then(function (value) { done({ value: value === undefined ? null : value }); },
          function (error) { done({ error: String((error && error.stack) || error) }); });`;

const isAsync = (fn) => fn.constructor.name === 'AsyncFunction';

/** Opens MiniBrowser through WebKitWebDriver; its pages are addressed relative to `origin`. */
export async function openWebKit({ webDriverPath, miniBrowserPath, xvfbRunPath, origin }) {
  const webDriver = await startWebKitDriver({ webDriverPath, xvfbRunPath });
  let driver;
  try {
    driver = await new Builder()
      .usingServer(webDriver.url)
      .withCapabilities({
        browserName: 'MiniBrowser',
        // No waiting for page loads in the driver: with 'normal' or 'eager' WebKitWebDriver now and
        // then (on a busy machine) holds the commands after a navigation, or after a click that
        // changed the address, for the whole page-load timeout though the page has long loaded.
        // `goto` waits for the new page itself.
        pageLoadStrategy: 'none',
        timeouts: { script: 10_000 },
        'webkitgtk:browserOptions': { binary: miniBrowserPath, args: ['--automation'] },
      })
      .build();
  } catch (error) {
    await webDriver.stop();
    throw error;
  }
  const version = (await driver.getCapabilities()).get('browserVersion');

  const evaluate = async (fn, ...args) => {
    if (!isAsync(fn)) return driver.executeScript(`return (${fn}).apply(null, arguments);`, ...args);
    const result = await driver.executeAsyncScript(asyncScript(fn), ...args);
    if (result?.error) throw new Error(result.error);
    return result?.value ?? null;
  };
  const element = async (find, args) => {
    const found = await evaluate(find, ...args);
    return found && typeof found.click === 'function' ? found : null;
  };
  /** Waits for the window to take a size (GTK resizes asynchronously); resolves with its sizes. */
  const windowBecomes = async (accept, asked) => {
    const deadline = Date.now() + RESIZE_TIMEOUT_MS;
    for (;;) {
      const sizes = await evaluate(() => [
        window.innerWidth,
        window.innerHeight,
        window.outerWidth,
        window.outerHeight,
      ]);
      if (accept(sizes)) return sizes;
      if (Date.now() > deadline) throw new Error(`WebKit's viewport stays ${sizes[0]}x${sizes[1]}, not ${asked}`);
      await delay(50);
    }
  };
  let toolbarHeight = null;

  /** Navigates with `go` and resolves once the new page has been parsed (DOMContentLoaded). */
  const navigate = async (go) => {
    await evaluate((marker) => (window[marker] = true), LEFT_BEHIND).catch(() => {});
    await go();
    const deadline = Date.now() + NAVIGATION_TIMEOUT_MS;
    for (;;) {
      const arrived = await evaluate(
        (marker) => !window[marker] && document.readyState !== 'loading',
        LEFT_BEHIND,
      ).catch(() => false);
      if (arrived) return;
      if (Date.now() > deadline) throw new Error(`WebKit did not reach the next page in ${NAVIGATION_TIMEOUT_MS} ms`);
      await delay(50);
    }
  };

  return {
    engine: 'webkit',
    version: `WebKitGTK ${version}`,
    pid: webDriver.pid,
    async setSize({ width, height }) {
      // The window's height includes MiniBrowser's toolbar: measured once, then added to each size.
      if (toolbarHeight === null) {
        await driver.manage().window().setRect({ width, height });
        const [, innerHeight, , outerHeight] = await windowBecomes(
          ([innerWidth, , outerWidth, outer]) => innerWidth === width && outerWidth === width && outer === height,
          `a ${width}x${height} window`,
        );
        toolbarHeight = outerHeight - innerHeight;
      }
      await driver
        .manage()
        .window()
        .setRect({ width, height: height + toolbarHeight });
      await windowBecomes(
        ([innerWidth, innerHeight]) => innerWidth === width && innerHeight === height,
        `${width}x${height}`,
      );
    },
    goto: (path) => navigate(() => driver.get(`${origin}${path}`)),
    reload: () => navigate(() => driver.navigate().refresh()),
    evaluate,
    async click(find, ...args) {
      const found = await element(find, args);
      if (!found) return { clicked: false, why: 'not on the page' };
      const covered = await evaluate(whatCovers, found);
      if (covered) return { clicked: false, why: `covered by ${covered}` };
      await evaluate(watchClick, found);
      await found.click();
      return clickOutcome(await evaluate(watchedClick).catch(() => null));
    },
    async type(find, args, text) {
      const found = await element(find, args);
      if (!found) return false;
      await found.sendKeys(text);
      return true;
    },
    async close() {
      await driver.quit().catch(() => {});
      await webDriver.stop();
    },
  };
}

/**
 * WebKitGTK's MiniBrowser driven by selenium-webdriver over classic WebDriver: one window for the
 * whole run. The journeys see only the session's small interface (engineSession.mjs).
 */
import { setTimeout as delay } from 'node:timers/promises';
import { PNG } from 'pngjs';
import { Builder, Key, Select } from 'selenium-webdriver';
import { startWebKitDriver, X_POINTER } from './webkitDriverProcess.mjs';

const RESIZE_TIMEOUT_MS = 5000;
/** More than MiniBrowser's toolbar and a location prompt's bar, even wrapped at a phone's width. */
const MAX_CHROME_HEIGHT = 300;
/** How far below the window's top edge the X pointer rests: inside MiniBrowser's toolbar (23 px). */
const POINTER_INTO_TOOLBAR = 8;
const NAVIGATION_TIMEOUT_MS = 30_000;
/**
 * A new MiniBrowser's first page: small, and served by every origin the engines open. Now and then
 * WebKitWebDriver never answers a script run while a new browser's first page loads (f48's and
 * f54's 300 s failures; 5 times in about 360 new browsers on two cores kept busy by other work,
 * never in 150 new windows of a running browser). Such a browser is ended, and another started,
 * before any check runs in it.
 */
const FIRST_PAGE = '/favicon.svg';
const FIRST_PAGE_TIMEOUT_MS = 20_000;
const FIRST_PAGE_TRIES = 2;
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
          function (error) { done({ error: String(error) + (error && error.stack ? ' | ' + error.stack : '') }); });`;

const isAsync = (fn) => fn.constructor.name === 'AsyncFunction';

/**
 * Opens MiniBrowser through WebKitWebDriver, with `env` added to their environment; its pages are
 * addressed relative to `origin`.
 */
export async function openWebKit(options) {
  for (let tries = 1; ; tries += 1) {
    const { session, end } = await openWebKitBrowser(options);
    const firstPage = session.goto(FIRST_PAGE).then(
      () => true,
      () => true,
    );
    if (await Promise.race([firstPage, delay(FIRST_PAGE_TIMEOUT_MS, false)])) return session;
    await end();
    const lost = `WebKitWebDriver gave no answer while a new MiniBrowser opened its first page (${FIRST_PAGE_TIMEOUT_MS / 1000} s)`;
    if (tries === FIRST_PAGE_TRIES) throw new Error(`${lost}, ${tries} browsers in a row`);
    console.log(`webkit: ${lost}; that browser is ended and another one started`);
  }
}

async function openWebKitBrowser({ webDriverPath, miniBrowserPath, xvfbRunPath, origin, env }) {
  const webDriver = await startWebKitDriver({ webDriverPath, xvfbRunPath, env });
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
  /** What MiniBrowser draws above the page (its toolbar, a prompt's bar), as last measured. */
  let chromeHeight = 0;

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

  const session = {
    engine: 'webkit',
    version: `WebKitGTK ${version}`,
    pid: webDriver.pid,
    async setSize({ width, height }) {
      // The window's height includes what MiniBrowser shows above the page: its toolbar, and the
      // location prompt's bar while that is open (it slides in, and wraps at a phone's width).
      // Sized with the height last measured until the viewport is the size asked.
      // Placed so that the X pointer rests on the toolbar: over the page, WebKit hovers whatever
      // a resize or a new layout brings under it (a staff date's tooltip, opened at 1280 px and
      // measured at 390); off the window, the window loses the keyboard focus and draws no focus
      // rings. The window reaches below the screen's edge at a phone's height; WebKit paints the
      // whole page all the same.
      const [x, y] = [X_POINTER.x - Math.floor(width / 2), X_POINTER.y - POINTER_INTO_TOOLBAR];
      const deadline = Date.now() + RESIZE_TIMEOUT_MS;
      for (;;) {
        const outer = height + chromeHeight;
        await driver.manage().window().setRect({ x, y, width, height: outer });
        const [, innerHeight, , outerHeight] = await windowBecomes(
          ([innerWidth, , outerWidth, outerNow]) => innerWidth === width && outerWidth === width && outerNow === outer,
          `a ${width}x${outer} window`,
        );
        if (innerHeight === height) return;
        if (Date.now() > deadline)
          throw new Error(`WebKit's viewport stays ${width}x${innerHeight}, not ${width}x${height}`);
        // The viewport follows the window a moment later: a difference measured in between (the
        // page still at the old height, after a resize to or from a whole page's height) is not
        // MiniBrowser's bars, and is not kept.
        const measured = outerHeight - innerHeight;
        if (measured >= 0 && measured <= MAX_CHROME_HEIGHT) chromeHeight = measured;
        await delay(50);
      }
    },
    goto: (path) => navigate(() => driver.get(path.startsWith('http') ? path : `${origin}${path}`)),
    reload: () => navigate(() => driver.navigate().refresh()),
    evaluate,
    async withElement(find, args, act) {
      const found = await evaluate(find, ...args);
      return found && typeof found.click === 'function' ? act(found) : null;
    },
    async click(element, { button = 'left', count = 1 } = {}) {
      try {
        if (button === 'right') await driver.actions().contextClick(element).perform();
        else if (count === 2) await driver.actions().doubleClick(element).perform();
        else await element.click();
      } finally {
        // The pointer then leaves, as a finger does (as puppeteerSession.mjs does), even from a
        // click the driver refused: one left resting where a toast then slides in holds the toast
        // on screen (Zag pauses toasts under the pointer).
        await driver.actions().move({ x: 0, y: 0 }).perform();
      }
    },
    hover: (element) => driver.actions().move({ origin: element }).perform(),
    press(key, { shift = false } = {}) {
      // Puppeteer's names to selenium's: 'ArrowUp' is Key.ARROW_UP.
      const named = Key[key.replace(/(?<=[a-z])(?=[A-Z])/g, '_').toUpperCase()];
      const keys = driver.actions();
      if (shift) keys.keyDown(Key.SHIFT);
      keys.sendKeys(named);
      if (shift) keys.keyUp(Key.SHIFT);
      return keys.perform();
    },
    async fill(element, text) {
      await element.clear();
      await element.sendKeys(text);
    },
    select: (element, value) => new Select(element).selectByValue(value),
    async screenshot({ x, y, width, height }) {
      // WebKitWebDriver shoots after the page's next paint, and now and then never answers when
      // none comes (a page that holds still after a resize): an invisible box moves while it shoots.
      await driver.executeScript(`const box = document.createElement('div');
        box.id = 'engines-paint';
        box.style.cssText = 'position:fixed;left:0;top:0;width:1px;height:1px;pointer-events:none';
        document.body.append(box);
        window.enginesPaint = setInterval(() => (box.style.left = box.style.left === '0px' ? '1px' : '0px'), 20);`);
      const shot = await driver.takeScreenshot();
      await driver.executeScript(`clearInterval(window.enginesPaint);
        document.getElementById('engines-paint')?.remove();`);
      // WebDriver shoots the viewport; the region is cut from it, and stays decoded (encoding it
      // again to be decoded by the judge cost the runner about 20 core-s over 102 shots).
      const viewport = PNG.sync.read(Buffer.from(shot, 'base64'));
      if (x === 0 && y === 0 && width === viewport.width && height === viewport.height) return viewport;
      const region = new PNG({ width, height });
      PNG.bitblt(viewport, region, x, y, width, height, 0, 0);
      return region;
    },
    async close() {
      await driver.quit().catch(() => {});
      await webDriver.stop();
    },
  };
  // Without a word to the browser, which may not answer: its driver ends, and takes it along.
  return { session, end: () => webDriver.stop() };
}

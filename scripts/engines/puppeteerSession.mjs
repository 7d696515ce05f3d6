/**
 * Chromium over CDP (Debian's headless shell, launched as the Playwright journeys launch it) and
 * Firefox ESR over WebDriver BiDi, both driven by puppeteer-core: one browser and one tab for the
 * whole run. The journeys see only the session's small interface (engineSession.mjs).
 */
import { launch } from 'puppeteer-core';
import { PNG } from 'pngjs';

const FIREFOX_PREFS = {
  // Classic scrollbars take 12 px of the layout viewport: 1268 or 378 px instead of the size asked.
  'widget.gtk.overlay-scrollbars.enabled': true,
  'ui.useOverlayScrollbars': 1,
  // Headless Firefox paints in software: at 20 frames a second instead of 60, the security
  // check's progress bar and the toasts cost about a third less CPU, and at 10 about a sixth less
  // again (the shop, bundles, toast and csm journeys: 48-50 core-s at 20, 39-41 at 10, for 4 s
  // more of their 80 s, the frames the journeys wait for). No check judges smoothness: what
  // moves is judged by time and by where it is, as a frame later is still a frame later.
  'layout.frame_rate': 10,
  // Lets the page raise its own window (below): headless Firefox never has the focus otherwise.
  'dom.disable_window_flip': false,
};

/**
 * Opens `engine` ('chromium', with `chromiumArgs`, or 'firefox') at `executablePath`, with `env`
 * added to its environment; its pages are addressed relative to `origin`.
 */
export async function openPuppeteer({ engine, executablePath, chromiumArgs, origin, env }) {
  // puppeteer gives a browser 30 s to say where it listens. A first start on a new machine, beside
  // the suite's other browsers on two busy cores, took longer in CI (Firefox ESR: a new profile, a
  // cold disk cache): a slow start is not a fault, a browser that never starts still is.
  const timeout = 120_000;
  // No journey reads a request or a response through puppeteer (they watch the page; the proxy
  // sees the network). With network events on, Firefox's remote agent records every request for
  // the runner, which handles each event. Each engine's journeys alone, on and off: Firefox 339
  // core-s (the browser 298, the runner's process 41) in 299 s, against 272 (255 and 18) in 272 s;
  // Chromium 246 in 139 s, against 233 in 134 s.
  const networkEnabled = false;
  const common = { executablePath, timeout, networkEnabled, env: { ...process.env, ...env } };
  const browser = await launch(
    engine === 'chromium'
      ? { ...common, browser: 'chrome', headless: 'shell', args: chromiumArgs }
      : { ...common, browser: 'firefox', headless: true, extraPrefsFirefox: FIREFOX_PREFS },
  );
  const page = (await browser.pages())[0] ?? (await browser.newPage());
  if (engine === 'chromium') {
    // The headless shell refuses a clipboard write even in the user's gesture, where a desktop
    // Chrome allows it: granted, as the Playwright journey of the copy granted it.
    await browser.defaultBrowserContext().overridePermissions(origin, ['clipboard-sanitized-write']);
  }
  // A user's browser window has the focus; headless Firefox's does not, so focus events never fire
  // and the app's reactions to them (toasts moving when a menu opens) would go untested. Each
  // page raises the window if it has lost the focus (some loads lose it).
  const keepFocus = () =>
    page.evaluate(() => {
      if (!document.hasFocus()) window.focus();
    });

  return {
    engine,
    version: await browser.version(),
    pid: browser.process()?.pid,
    setSize: ({ width, height }) => page.setViewport({ width, height }),
    async goto(path) {
      // Not the load event: a journey may hold the app's code back, and it waits for what it needs.
      await page.goto(path.startsWith('http') ? path : `${origin}${path}`, { waitUntil: 'domcontentloaded' });
      await keepFocus();
    },
    async reload() {
      await page.reload({ waitUntil: 'domcontentloaded' });
      await keepFocus();
    },
    evaluate: (fn, ...args) => page.evaluate(fn, ...args),
    async withElement(find, args, act) {
      const handle = await page.evaluateHandle(find, ...args);
      try {
        const element = handle.asElement();
        return element ? await act(element) : null;
      } finally {
        await handle.dispose();
      }
    },
    async click(element, { button = 'left', count = 1 } = {}) {
      try {
        await element.click({ button, count });
      } finally {
        // The pointer then leaves, as a finger does, even from a click that failed: one left
        // resting where a toast then slides in would hold the toast on screen (Zag pauses toasts
        // under the pointer).
        await page.mouse.move(0, 0);
      }
    },
    hover: (element) => element.hover(),
    async press(key, { shift = false } = {}) {
      if (shift) await page.keyboard.down('Shift');
      try {
        await page.keyboard.press(key);
      } finally {
        if (shift) await page.keyboard.up('Shift');
      }
    },
    fill: (element, text) => element.asLocator().fill(text),
    select: (element, value) => element.select(value),
    screenshot: async (clip) =>
      PNG.sync.read(await page.screenshot({ type: 'png', clip, captureBeyondViewport: false })),
    close: () => browser.close(),
  };
}

/**
 * Firefox ESR driven by puppeteer-core over WebDriver BiDi: one headless browser and one tab for
 * the whole run. The journeys see only the session's small interface (engineSession.mjs).
 */
import { launch } from 'puppeteer-core';
import { clickOutcome } from './clickOutcome.mjs';
import { watchClick, watchedClick, whatCovers } from './inPage.mjs';

/** Opens Firefox at `executablePath`; its pages are addressed relative to `origin`. */
export async function openFirefox({ executablePath, origin }) {
  const browser = await launch({
    browser: 'firefox',
    executablePath,
    headless: true,
    extraPrefsFirefox: {
      // Classic scrollbars take 12 px of the layout viewport: 1268 or 378 px instead of the size asked.
      'widget.gtk.overlay-scrollbars.enabled': true,
      'ui.useOverlayScrollbars': 1,
      // Headless Firefox paints in software: at 20 frames a second instead of 60, the security
      // check's progress bar and the toasts cost about a third less CPU, and no check judges
      // smoothness.
      'layout.frame_rate': 20,
      // Lets the page raise its own window (below): headless Firefox never has the focus otherwise.
      'dom.disable_window_flip': false,
    },
  });
  const page = (await browser.pages())[0] ?? (await browser.newPage());
  // A user's browser window has the focus; headless Firefox's does not, so focus events never fire
  // and the app's reactions to them (toasts moving when a menu opens) would go untested. Each
  // page raises the window if it has lost the focus (some loads lose it).
  const keepFocus = () =>
    page.evaluate(() => {
      if (!document.hasFocus()) window.focus();
    });

  /** The element `find` returns in the page, or null. */
  const element = async (find, args) => {
    const handle = await page.evaluateHandle(find, ...args);
    const found = handle.asElement();
    if (!found) await handle.dispose();
    return found;
  };

  return {
    engine: 'firefox',
    version: await browser.version(),
    pid: browser.process()?.pid,
    async setSize({ width, height }) {
      await page.setViewport({ width, height });
    },
    async goto(path) {
      // Not the load event: a journey may hold the app's code back, and it waits for what it needs.
      await page.goto(`${origin}${path}`, { waitUntil: 'domcontentloaded' });
      await keepFocus();
    },
    async reload() {
      await page.reload({ waitUntil: 'domcontentloaded' });
      await keepFocus();
    },
    evaluate: (fn, ...args) => page.evaluate(fn, ...args),
    async click(find, ...args) {
      const found = await element(find, args);
      if (!found) return { clicked: false, why: 'not on the page' };
      const covered = await page.evaluate(whatCovers, found);
      if (covered) {
        await found.dispose();
        return { clicked: false, why: `covered by ${covered}` };
      }
      await page.evaluate(watchClick, found);
      await found.click();
      await found.dispose();
      return clickOutcome(await page.evaluate(watchedClick).catch(() => null));
    },
    async type(find, args, text) {
      const found = await element(find, args);
      if (!found) return false;
      await found.type(text);
      await found.dispose();
      return true;
    },
    close: () => browser.close(),
  };
}

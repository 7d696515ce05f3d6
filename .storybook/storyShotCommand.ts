import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { PNG } from 'pngjs';
import type { CDPSession, Page } from 'playwright';
import type { BrowserCommand } from 'vitest/node';
import { baselinePath, root } from '../scripts/visualBaselines.mjs';
import { changedPixels, enclosingPixels, type ShotClip, withinAllowance } from './storyShotComparison.ts';

/**
 * A DevTools session of the test page's own, or null where the fast path cannot shoot as
 * Playwright would. Chromium shoots a region by changing the device metrics of the session that
 * asks, and afterwards puts back that session's own: a session without any would leave the page
 * at the bare window's (800 x 600, read by stories as the screen). So it first states the metrics
 * Playwright set for a desktop context (vite.config.ts): the viewport's size, its screen, scale 1.
 * Vitest resizes the story frame, never the viewport, so they hold for the page's life. A context
 * set up otherwise (another scale or screen) is left to toMatchScreenshot.
 */
async function openSession(page: Page): Promise<CDPSession | null> {
  const viewport = page.viewportSize();
  if (!viewport) return null;
  const screen = await page.evaluate(() => ({
    width: window.screen.width,
    height: window.screen.height,
    scale: window.devicePixelRatio,
  }));
  if (screen.scale !== 1 || screen.width !== viewport.width || screen.height !== viewport.height) return null;
  const session = await page.context().newCDPSession(page);
  await session.send('Emulation.setDeviceMetricsOverride', {
    width: viewport.width,
    height: viewport.height,
    screenWidth: viewport.width,
    screenHeight: viewport.height,
    deviceScaleFactor: 1,
    mobile: false,
    screenOrientation: { angle: 0, type: 'landscapePrimary' },
  });
  return session;
}

const sessions = new WeakMap<Page, Promise<CDPSession | null>>();
const sessionOf = (page: Page) => {
  let session = sessions.get(page);
  if (!session) {
    // A session that failed to open is tried again for the next story rather than kept.
    session = openSession(page).catch((error: unknown) => {
      sessions.delete(page);
      throw error;
    });
    sessions.set(page, session);
  }
  return session;
};

/**
 * The fast path of a story's visual check (.storybook/vitest.setup.ts): true when the region
 * matches the story's baseline by the same measure as toMatchScreenshot (storyShotComparison.ts).
 * That matcher takes the same pixels through Playwright's element screenshot, which restyles every
 * frame of the page before the shot and after it, and has Chromium compress the PNG as small as it
 * can; here the shot is one DevTools call that asks Chromium to compress for speed (the story
 * run: about 35 core-s less). False decides nothing: the caller then runs toMatchScreenshot, which
 * waits for a still page, judges again, and writes the new image and the diff for review.
 */
export const storyShotMatches: BrowserCommand<[name: string, clip: ShotClip]> = async (context, name, clip) => {
  if (!context.testPath) return false;
  const reference = await readFile(baselinePath(path.relative(root, context.testPath), name)).catch(() => null);
  if (!reference) return false;
  const session = await sessionOf(context.page);
  if (!session) return false;
  let expected: PNG;
  let actual: PNG;
  try {
    const { data } = await session.send('Page.captureScreenshot', {
      format: 'png',
      optimizeForSpeed: true,
      clip: { ...enclosingPixels(clip), scale: 1 },
    });
    expected = PNG.sync.read(reference);
    actual = PNG.sync.read(Buffer.from(data, 'base64'));
  } catch {
    // An empty region, a closing page, a damaged baseline: toMatchScreenshot says what is wrong.
    return false;
  }
  const changed = changedPixels(expected, actual);
  return changed !== null && withinAllowance(changed, actual.width, actual.height);
};

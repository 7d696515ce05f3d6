import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { diff } from '@blazediff/core';
import { PNG } from 'pngjs';
import type { CDPSession, Page } from 'playwright';
import type { BrowserCommand } from 'vitest/node';
import { baselinePath, root } from '../scripts/visualBaselines.mjs';

/**
 * How far a pixel's colour may move before it counts as changed (pixelmatch's YIQ threshold);
 * anti-aliased pixels never count. Vitest's toMatchScreenshot and the fast path below both judge
 * with it, and neither allows a single changed pixel.
 */
export const SHOT_THRESHOLD = 0.1;

/** A region of the test page, in CSS pixels from the top-left of its document. */
export interface ShotClip {
  x: number;
  y: number;
  width: number;
  height: number;
}

const sessions = new WeakMap<Page, Promise<CDPSession>>();

/**
 * A DevTools session of the test page's own. Chromium shoots a region by changing the device
 * metrics of the session that asks, and afterwards puts back that session's own metrics: a session
 * without any would leave the page at the bare window's (800 x 600, read by stories as the
 * screen). So it first states the same metrics Playwright set for the context's viewport (a
 * desktop screen of the viewport's size); Vitest resizes the story frame, never the viewport.
 */
async function openSession(page: Page): Promise<CDPSession> {
  const viewport = page.viewportSize();
  if (!viewport) throw new Error('The story page has no fixed viewport to shoot at (vite.config.ts contextOptions)');
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

const sessionOf = (page: Page) => {
  let session = sessions.get(page);
  if (!session) {
    session = openSession(page);
    sessions.set(page, session);
  }
  return session;
};

/** The whole pixels a region touches, as Playwright's own element screenshot takes them. */
const enclosingPixels = ({ x, y, width, height }: ShotClip) => {
  const left = Math.floor(x + 1e-3);
  const top = Math.floor(y + 1e-3);
  return {
    x: left,
    y: top,
    width: Math.ceil(x + width - 1e-3) - left,
    height: Math.ceil(y + height - 1e-3) - top,
  };
};

/**
 * The fast path of a story's visual check (.storybook/vitest.setup.ts): true when the region
 * matches the story's baseline by the same measure as toMatchScreenshot. That matcher takes the
 * same pixels through Playwright's element screenshot, which restyles every frame of the page
 * before the shot and after it, and has Chromium compress the PNG as small as it can; here the
 * shot is one DevTools call that asks Chromium to compress for speed (the story run: about 35
 * core-s less). False decides nothing: the caller then runs toMatchScreenshot, which waits for a
 * still page, judges again, and writes the new image and the diff for review.
 */
export const storyShotMatches: BrowserCommand<[name: string, clip: ShotClip]> = async (context, name, clip) => {
  if (!context.testPath) return false;
  const reference = await readFile(baselinePath(path.relative(root, context.testPath), name)).catch(() => null);
  if (!reference) return false;
  let expected: PNG;
  let actual: PNG;
  try {
    const session = await sessionOf(context.page);
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
  if (expected.width !== actual.width || expected.height !== actual.height) return false;
  if (expected.data.equals(actual.data)) return true;
  return diff(expected.data, actual.data, undefined, actual.width, actual.height, { threshold: SHOT_THRESHOLD }) === 0;
};

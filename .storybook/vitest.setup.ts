import { afterEach, beforeEach, expect, type TestContext } from 'vitest';
import { commands, page } from 'vitest/browser';
import { MotionGlobalConfig } from 'framer-motion';
import { SCREENSHOT_NOW_KEY } from '../stories/support/screenshotBeforeLeaving';
import { storyShotArea, type ShotArea } from './storyShotArea';
import { storyShotClip } from './storyShotClip';
import type { ShotClip } from './storyShotComparison';
import { LOCATION_PROBE_TEST_ID } from './StoryRouter';

declare module 'vitest/browser' {
  interface BrowserCommands {
    storyShotMatches: (name: string, clip: ShotClip) => Promise<boolean>;
  }
}

// Screenshots must not catch an animation mid-way: JavaScript-driven motion is skipped and CSS
// animations and transitions are switched off for the whole test page.
MotionGlobalConfig.skipAnimations = true;
const still = document.createElement('style');
still.textContent = `*, *::before, *::after {
  animation: none !important;
  transition: none !important;
  caret-color: transparent !important;
  scroll-behavior: auto !important;
}`;
document.head.append(still);

// The tallest screenshot taken: the Playwright window (vite.config.ts) is a little taller still,
// so Vitest never has to scale the story frame down to fit.
const MAX_SHOT_HEIGHT = 7800;

// How long a shot that differs from its baseline may take to hold still (two equal screenshots in
// a row). @vitest/browser 4.1.12 leaves this timer running after every shot, matched or not, and
// the process cannot exit before the last one ends: past Vitest's 10 s teardown that is a "close
// timed out" warning. The fonts and images awaited below keep the first shot from racing a paint.
const SHOT_OPTIONS = { timeout: 5_000 };

interface StoryInContext {
  id: string;
  tags: string[];
  parameters: { page?: boolean };
}

const storyOf = (context: TestContext) => (context as unknown as { story?: StoryInContext }).story;

let current: { context: TestContext; shot: boolean } | undefined;

/**
 * The fast path (.storybook/storyShotCommand.ts): the area matches its baseline; false decides
 * nothing. Playwright's screenshot first ends any script-started animation (element.animate), which
 * the still style above cannot stop: while one runs, the shot is left to it.
 */
async function matchesBaseline(storyId: string, area: ShotArea): Promise<boolean> {
  if (document.getAnimations().some((animation) => animation.playState === 'running')) return false;
  const clip = storyShotClip(area);
  return clip !== undefined && (await commands.storyShotMatches(storyId, clip));
}

const nextFrame = () =>
  new Promise<void>((resolve) => {
    requestAnimationFrame(() => resolve());
    // A frame that never comes (a hidden page) must not hold the story.
    setTimeout(resolve, 100);
  });

/**
 * A component story's area once it holds still for a frame. The frame laid over it for the shot
 * keeps the size it is given, and the stories render with React's production build, which
 * flushes nothing for a play: a deferred render (a filtered list after a search) can still grow
 * the story just after its play ends, and a frame measured before that cut the shot short.
 */
const measureShotArea = () =>
  storyShotArea(document, { margin: 16, maxHeight: MAX_SHOT_HEIGHT, probeTestId: LOCATION_PROBE_TEST_ID });

async function settledShotArea(): Promise<ShotArea> {
  let area = measureShotArea();
  for (let frame = 0; frame < 20; frame += 1) {
    await nextFrame();
    const next = measureShotArea();
    if (next.left === area.left && next.top === area.top && next.width === area.width && next.height === area.height)
      return next;
    area = next;
  }
  return area;
}

/**
 * Compares the story with its committed baseline, pixel for pixel (docs/testing.md). A page story
 * is shot whole; a component story only over what it rendered (portals such as dialogs and
 * toasts included), with a 16 px margin, so a baseline shows the component and not empty canvas.
 */
async function shootStory(story: StoryInContext): Promise<void> {
  await document.fonts.ready;
  // A play may shoot mid-way (screenshotBeforeLeaving), before late images have painted.
  await Promise.all(Array.from(document.images, (image) => image.decode().catch(() => undefined)));
  // Anything taller than the story viewport is shot whole: the frame grows to the document's
  // height first, or everything below the first screen would come out blank. The next story
  // starts by setting its own viewport again.
  const fullHeight = Math.min(document.documentElement.scrollHeight, MAX_SHOT_HEIGHT);
  if (fullHeight > window.innerHeight) await page.viewport(window.innerWidth, fullHeight);
  if (story.parameters.page) {
    const { left, top, width, height } = document.body.getBoundingClientRect();
    if (await matchesBaseline(story.id, { left, top, width, height })) return;
    await expect.element(page.elementLocator(document.body)).toMatchScreenshot(story.id, SHOT_OPTIONS);
    return;
  }
  const area = await settledShotArea();
  if (await matchesBaseline(story.id, area)) return;
  // Playwright shoots an element as the page region under its box, so a transparent box laid over
  // the story's area frames exactly that area without covering anything.
  const frame = document.createElement('div');
  frame.setAttribute('aria-hidden', 'true');
  Object.assign(frame.style, {
    position: 'absolute',
    left: `${area.left + window.scrollX}px`,
    top: `${area.top + window.scrollY}px`,
    width: `${area.width}px`,
    height: `${area.height}px`,
    pointerEvents: 'none',
  });
  document.body.append(frame);
  try {
    await expect.element(page.elementLocator(frame)).toMatchScreenshot(story.id, SHOT_OPTIONS);
  } finally {
    frame.remove();
  }
}

// A play function that leaves the story (a link to another route) calls screenshotBeforeLeaving
// from stories/support first: its baseline then shows the story, not the router's placeholder.
Object.assign(globalThis, {
  [SCREENSHOT_NOW_KEY]: async () => {
    const story = current && storyOf(current.context);
    if (!current || !story || story.tags.includes('no-visual')) return;
    current.shot = true;
    await shootStory(story);
  },
});

beforeEach((context) => {
  current = { context, shot: false };
});

/** Every story that passed is compared with its baseline, unless its play already shot it. */
afterEach(async (context) => {
  const story = storyOf(context);
  const shot = current?.shot ?? false;
  current = undefined;
  if (!story || context.task.result?.state === 'fail' || story.tags.includes('no-visual') || shot) return;
  await shootStory(story);
});

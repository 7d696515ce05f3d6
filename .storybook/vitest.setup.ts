import { afterEach, expect } from 'vitest';
import { page } from 'vitest/browser';
import { MotionGlobalConfig } from 'framer-motion';

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

interface StoryInContext {
  id: string;
  tags: string[];
}

/** Every story that passed is compared, pixel for pixel, with its committed baseline. */
afterEach(async (context) => {
  const story = (context as unknown as { story?: StoryInContext }).story;
  if (!story || context.task.result?.state === 'fail' || story.tags.includes('no-visual')) return;
  await document.fonts.ready;
  // A page taller than the story viewport is shot whole: the frame grows to the document's
  // height first, or everything below the first screen would come out blank. The next story
  // starts by setting its own viewport again.
  const fullHeight = Math.min(document.documentElement.scrollHeight, MAX_SHOT_HEIGHT);
  if (fullHeight > window.innerHeight) await page.viewport(window.innerWidth, fullHeight);
  await expect.element(page.elementLocator(document.body)).toMatchScreenshot(story.id);
});

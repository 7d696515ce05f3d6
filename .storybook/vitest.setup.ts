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

interface StoryInContext {
  id: string;
  tags: string[];
}

/** Every story that passed is compared, pixel for pixel, with its committed baseline. */
afterEach(async (context) => {
  const story = (context as unknown as { story?: StoryInContext }).story;
  if (!story || context.task.result?.state === 'fail' || story.tags.includes('no-visual')) return;
  await document.fonts.ready;
  await expect.element(page.elementLocator(document.body)).toMatchScreenshot(story.id);
});

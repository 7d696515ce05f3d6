/** Where the Storybook Vitest setup puts its "shoot this story now" function. */
export const SCREENSHOT_NOW_KEY = '__cryptovaultScreenshotStoryNow';

/**
 * Takes the story's screenshot now, in a play function, just before a step that leaves the story
 * (a link to another route): the baseline then shows the story, not the router's "Navigated to"
 * placeholder. Outside the Vitest run (the Storybook UI) it does nothing.
 */
export async function screenshotBeforeLeaving(): Promise<void> {
  const shoot = (globalThis as Record<string, unknown>)[SCREENSHOT_NOW_KEY];
  if (typeof shoot === 'function') await (shoot as () => Promise<void>)();
}

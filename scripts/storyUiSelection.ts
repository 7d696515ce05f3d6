/**
 * Which stories the Storybook UI runner plays (scripts/storybook-ui.mjs). The Vitest run plays
 * every story from a reset page, one after another in a shared preview, with its play, axe and a
 * screenshot; the UI runner plays only what the real preview alone can show wrong
 * (docs/testing.md#which-step-catches-what):
 *
 * - page, app and flow stories: whole screens under the manager's story swap and the static
 *   build, where a route loader, a lazy chunk or a flow's chain of screens meets the real preview;
 * - stories whose play waits for motion (`animationsSettled`): the Vitest run switches motion off,
 *   the Storybook UI plays it, so a dialog, drawer or sheet judged mid-animation fails only here.
 */
export interface IndexedStory {
  id: string;
  title: string;
  importPath: string;
}

const WHOLE_SCREENS = /^(Pages|App|Flows)\//;
const WAITS_FOR_MOTION = /\banimationsSettled\(/;

/** True when the UI runner plays `story`; `source` is the text of its stories file. */
export function playedInStoryUi(story: IndexedStory, source: string): boolean {
  return WHOLE_SCREENS.test(story.title) || WAITS_FOR_MOTION.test(source);
}

/**
 * The Storybook UI runner's self-check: a story whose play throws while this flag is set on the
 * preview's window (stories/support/UiRunnerCanary.stories.tsx). It is hidden from the sidebar,
 * the docs and the Vitest run by its tags.
 */
export const CANARY_FLAG = '__storyUiRunnerBreakCanary';
export const CANARY_STORY_ID = 'support-ui-runner-canary--breaks-on-demand';

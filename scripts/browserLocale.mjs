/**
 * The language and time zone every browser test runs in, whatever the machine's: the Vitest
 * stories (vite.config.ts), the Storybook UI runner, the Playwright journeys and each engine's
 * browser. The baselines were drawn, and the stories' dates asserted, in them
 * (docs/testing.md#determinism).
 */
export const BROWSER_LOCALE = 'en-US';
export const BROWSER_TIME_ZONE = 'UTC';

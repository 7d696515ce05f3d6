/** Types for browserLocale.mjs, a plain ESM script shared by the test configurations and runners. */
export const BROWSER_LOCALE: 'en-US';
export const BROWSER_TIME_ZONE: 'UTC';

/** The stages of start-up, in order, as User Timing marks named `startup:{stage}`. */
export const STARTUP_STAGES = [
  'painted',
  'theme-made',
  'app-code-loaded',
  'routes-resolved',
  'hydration-started',
] as const;

export type StartupStage = (typeof STARTUP_STAGES)[number];

/**
 * Marks a stage of start-up on the page's performance timeline, so `npm run bench` can say where
 * the time between the first paint and the running app goes (scripts/benchInteraction.ts). A mark
 * costs microseconds; where the browser has no User Timing it does nothing.
 */
export function markStartup(stage: StartupStage): void {
  if (typeof performance !== 'undefined' && typeof performance.mark === 'function')
    performance.mark(`startup:${stage}`);
}

/** Launch day is the 28th (docs/behaviour.md#coming-soon). */
export const LAUNCH_DAY_OF_MONTH = 28;

/**
 * 23:59:59 on the 28th of the shopper's current month, or of next month once the 28th is over.
 * Local time, because "the 28th" is the shopper's calendar day.
 */
export function launchCountdownTarget(now: number): number {
  const today = new Date(now);
  const thisMonth = new Date(today.getFullYear(), today.getMonth(), LAUNCH_DAY_OF_MONTH, 23, 59, 59);
  if (today.getDate() <= LAUNCH_DAY_OF_MONTH) return thisMonth.getTime();
  return new Date(today.getFullYear(), today.getMonth() + 1, LAUNCH_DAY_OF_MONTH, 23, 59, 59).getTime();
}

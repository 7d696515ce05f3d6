import { expect, waitFor, within } from 'storybook/test';
import { toaster } from '../../src/ui/toaster';

/**
 * Toasts close on wall-clock time (4 s), so whether one is still up when the screenshot is taken
 * depends on how fast the machine ran the play function. Plays that toast call this at the end,
 * after asserting the toasts, so the screenshot shows the screen alone.
 */
export async function clearToasts(canvasElement: HTMLElement): Promise<void> {
  // The toaster applies a removal after the next paint, and a removed toast stays a moment to leave.
  await toaster.remove();
  await waitFor(() =>
    expect(canvasElement.ownerDocument.querySelectorAll('[data-scope="toast"][data-part="root"]')).toHaveLength(0),
  );
}

/**
 * Waits for the toast titled `title`, then clears the toasts: at most three show at once, so the
 * next action's toast is not queued, and a play that ends here is shot without it.
 */
export async function expectToastThenClear(canvasElement: HTMLElement, title: string): Promise<void> {
  await waitFor(() => expect(within(canvasElement.ownerDocument.body).getByText(title)).toBeVisible());
  await clearToasts(canvasElement);
}

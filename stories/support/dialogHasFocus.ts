import { expect, waitFor } from 'storybook/test';

/**
 * Waits until a dialog or drawer that has just opened has taken the focus, as it does a frame or
 * so after it appears. Only then do its focus trap and Escape hold: a key pressed earlier goes to
 * the page behind, which on a busy machine made plays that pressed Tab or Escape at once flaky.
 */
export const dialogHasFocus = (dialog: HTMLElement) =>
  waitFor(() => expect(dialog.contains(dialog.ownerDocument.activeElement)).toBe(true));

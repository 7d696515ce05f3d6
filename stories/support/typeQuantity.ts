import { userEvent } from 'storybook/test';

/**
 * Replaces a quantity field's text with `digits`, one keystroke at a time with the caret at the
 * end. user-event's simulated typing sometimes loses its caret when the number input re-renders
 * its controlled value mid-word (typing 25 came out as 52); real keyboards do not (checked with
 * Playwright's keyboard on the built app), so each digit is typed on its own from the end.
 */
export async function typeQuantity(input: HTMLElement, digits: string): Promise<void> {
  await userEvent.clear(input);
  for (const digit of digits) await userEvent.type(input, digit);
}

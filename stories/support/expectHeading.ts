import { expect, within } from 'storybook/test';

/** A play function that checks the page's one h1. */
export function expectPageHeading(name: string) {
  return async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name })).toBeVisible();
  };
}

import { expect, within } from 'storybook/test';

/** A play function that checks the page's one h1 (once a route loader has let the page render). */
export function expectPageHeading(name: string) {
  return async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name })).toBeVisible();
  };
}

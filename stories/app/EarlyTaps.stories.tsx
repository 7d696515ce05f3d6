import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ProductCatalogue } from '../../src/features/shop/catalogue/ProductCatalogue';
import { mobileViewport } from '../support/viewports';

/**
 * Taps made on a pre-rendered page before the app runs are held by public/early-taps.js and
 * replayed once it has started (docs/behaviour.md#early-taps). Until then each tapped control
 * shows at once that the tap was taken: `data-early-tap` and `aria-busy`, styled by the theme's
 * global CSS. These stories mark controls as the script does and show that pending look.
 */
const meta = {
  title: 'App/EarlyTaps',
  component: ProductCatalogue,
  tags: ['!autodocs'],
} satisfies Meta<typeof ProductCatalogue>;
export default meta;
type Story = StoryObj<typeof meta>;

/** What public/early-taps.js does to a control it holds. */
function holdTap(control: HTMLElement) {
  control.setAttribute('data-early-tap', '');
  control.setAttribute('aria-busy', 'true');
}

async function pendingTabAndAddToCart(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const tab = canvas.getByRole('tab', { name: 'Founders Edition' });
  const add = canvas.getByRole('button', { name: 'Add to Cart Blue 100' });
  holdTap(tab);
  holdTap(add);
  for (const control of [tab, add]) {
    const style = getComputedStyle(control);
    await expect(style.outlineStyle).toBe('solid');
    await expect(style.cursor).toBe('progress');
    await expect(control).toHaveAttribute('aria-busy', 'true');
  }
  // The page itself is as it was: no tab has changed yet.
  await expect(canvas.getByRole('tab', { name: 'All Products' })).toHaveAttribute('aria-selected', 'true');
}

export const PendingTaps: Story = {
  play: async ({ canvasElement }) => pendingTabAndAddToCart(canvasElement),
};

export const PendingTapsOnAPhone: Story = {
  globals: mobileViewport,
  play: async ({ canvasElement }) => pendingTabAndAddToCart(canvasElement),
};

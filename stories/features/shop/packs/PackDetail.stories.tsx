import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { PackDetail } from '../../../../src/features/shop/packs/PackDetail';
import { packById, storedCart } from '../../../support/catalogueItems';
import { clearToasts } from '../../../support/clearToasts';
import { mobileViewport } from '../../../support/viewports';

const meta = {
  title: 'Features/Packs/PackDetail',
  component: PackDetail,
  args: { pack: packById('single') },
} satisfies Meta<typeof PackDetail>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SinglePillNoDiscount: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('1 Pill')).toBeVisible();
    await expect(canvas.queryByText(/^Save /)).toBeNull();
    await expect(canvas.getByText('0.00008 BTC')).toBeVisible();
    await expect(canvas.getByText('$5.00')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to Packs' })).toHaveAttribute('href', '/');
  },
};

export const DiscountedPack: Story = {
  args: { pack: packById('six') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('6 Pills')).toBeVisible();
    await expect(canvas.getByText('Save 20%')).toBeVisible();
  },
};

export const AddToCart: Story = {
  args: { pack: packById('twelve') },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add to Cart' }));
    await waitFor(() =>
      expect(within(canvasElement.ownerDocument.body).getByText('Added to cart: Twelve Pack')).toBeVisible(),
    );
    await waitFor(() => expect(storedCart()).toEqual([{ id: 'twelve', type: 'pack', quantity: 1 }]));
    await clearToasts(canvasElement);
  },
};

export const Mobile: Story = {
  globals: mobileViewport,
};

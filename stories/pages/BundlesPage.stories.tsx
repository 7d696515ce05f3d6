import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { expectPageHeading } from '../support/expectHeading';
import { cardNames } from '../support/catalogueItems';
import { clearToasts } from '../support/clearToasts';
import BundlesPage from '../../src/pages/BundlesPage';
import { mobileViewport } from '../support/viewports';
import { expectPhoneLayout } from '../support/layout';

const meta = {
  title: 'Pages/BundlesPage',
  component: BundlesPage,
  parameters: { page: true, router: { route: '/bundles', path: '/bundles' } },
} satisfies Meta<typeof BundlesPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async (context) => {
    await expectPageHeading('Product Bundles')(context);
    await expect(cardNames(context.canvasElement)).toHaveLength(12);
    await expect(
      within(within(context.canvasElement).getByRole('main')).getByRole('link', { name: 'Browse Products' }),
    ).toHaveAttribute('href', '/products');
  },
};

export const AddBundleToCart: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add to Cart Starter Pack' }));
    await waitFor(() =>
      expect(within(canvasElement.ownerDocument.body).getByText('Added to cart: Starter Pack')).toBeVisible(),
    );
    await expect(canvas.getByRole('link', { name: 'Secure Checkout (2 items in cart)' })).toBeVisible();
    await clearToasts(canvasElement);
  },
};

export const Mobile: Story = {
  globals: mobileViewport,
  play: ({ canvasElement }) => expectPhoneLayout(canvasElement),
};

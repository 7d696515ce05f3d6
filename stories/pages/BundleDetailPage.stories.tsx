import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { expectPageHeading } from '../support/expectHeading';
import { clearToasts } from '../support/clearToasts';
import { storyLocation } from '../support/storyLocation';
import BundleDetailPage from '../../src/pages/BundleDetailPage';
import { mobileViewport } from '../support/viewports';
import { expectPhoneLayout } from '../support/layout';
import { screenshotBeforeLeaving } from '../support/screenshotBeforeLeaving';

const meta = {
  title: 'Pages/BundleDetailPage',
  component: BundleDetailPage,
  parameters: { page: true, router: { route: '/bundles/:id', path: '/bundles/bundle11' } },
} satisfies Meta<typeof BundleDetailPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expectPageHeading('Cosmic Voyager')(context);
    await expect(canvas.getAllByText('25% OFF')[0]).toBeVisible();
    // 0.0185 x 1.25 = 0.0231 struck through; You Save 0.0046 for one.
    await expect(canvas.getAllByText('0.0231 BTC')[0]).toBeVisible();
    await expect(canvas.getByText('You Save: 0.0046 BTC')).toBeVisible();
    const inside = within(canvas.getByRole('region', { name: "What's Inside" }));
    await expect(inside.getByRole('link', { name: 'Blue 100' })).toHaveAttribute('href', '/products/p01');
    // A space on each side of the ×: it read "Blue 100× 2".
    await expect(inside.getAllByRole('listitem')[0]).toHaveTextContent(/^Blue 100 × 2$/);
    await expect(canvas.getByText('Based on 128 reviews')).toBeVisible();
    await expect(
      within(canvas.getByRole('region', { name: 'Customer Reviews' })).getAllByRole('progressbar'),
    ).toHaveLength(5);
    await expect(canvas.getByText('1 star')).toBeVisible();
    await expect(canvas.getByText('2 stars')).toBeVisible();
    await expect(within(canvas.getByRole('region', { name: 'Similar Bundles' })).getAllByRole('article')).toHaveLength(
      4,
    );
    await expect(canvas.queryByRole('region', { name: 'Secure Checkout' })).toBeNull();
  },
};

export const BuyNowRevealsCheckout: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Increase quantity' }));
    // Twice the shown saving (0.0231 - 0.0185), not the unrounded 0.00925 x 2 rounded (0.0093).
    await expect(canvas.getByText('You Save: 0.0092 BTC')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /Buy Now/ }));
    const checkout = await canvas.findByRole('region', { name: 'Secure Checkout' });
    await expect(within(checkout).getByText('Cosmic Voyager × 2')).toBeVisible();
    await waitFor(() => expect(checkout.getBoundingClientRect().top).toBeLessThan(window.innerHeight));
    await expect(canvas.getByRole('link', { name: 'Secure Checkout (14 items in cart)' })).toBeInTheDocument();
    await clearToasts(canvasElement);
  },
};

export const NotFound: Story = {
  parameters: { router: { route: '/bundles/:id', path: '/bundles/nope' } },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expectPageHeading('Bundle Not Found')(context);
    await expect(canvas.getByText("The bundle you are looking for doesn't exist or has been removed.")).toBeVisible();
    await screenshotBeforeLeaving();
    await userEvent.click(canvas.getByRole('link', { name: 'Back to Bundles' }));
    await waitFor(() => expect(storyLocation(context.canvasElement)).toBe('/bundles'));
  },
};

export const Mobile: Story = {
  globals: mobileViewport,
  play: ({ canvasElement }) => expectPhoneLayout(canvasElement),
};

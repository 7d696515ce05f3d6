import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { expectPageHeading } from '../support/expectHeading';
import { cardNames } from '../support/catalogueItems';
import { storyLocation } from '../support/storyLocation';
import ProductsPage from '../../src/pages/ProductsPage';
import { clearToasts } from '../support/clearToasts';
import { mobileViewport } from '../support/viewports';
import { expectPhoneLayout } from '../support/layout';
import { screenshotBeforeLeaving } from '../support/screenshotBeforeLeaving';

const meta = {
  title: 'Pages/ProductsPage',
  component: ProductsPage,
  parameters: { page: true, router: { route: '/products', path: '/products' } },
} satisfies Meta<typeof ProductsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async (context) => {
    await expectPageHeading('Browse Our Products')(context);
    await expect(cardNames(context.canvasElement)).toHaveLength(9);
  },
};

export const AddToCartAndOpenProduct: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Add to Cart Red 47' }));
    await waitFor(() => expect(body.getByText('Red 47 added to cart')).toBeVisible());
    await expect(body.getByText('0.0045 BTC', { selector: '[data-part="description"]' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Secure Checkout (1 item in cart)' })).toBeVisible();
    await screenshotBeforeLeaving();
    await userEvent.click(canvas.getByRole('link', { name: 'Red 47' }));
    await waitFor(() => expect(storyLocation(canvasElement)).toBe('/products/p02'));
    await clearToasts(canvasElement);
  },
};

/** On a phone the category tabs wrap onto rows: none is cut at the screen's edge. */
export const Mobile: Story = {
  globals: mobileViewport,
  play: async ({ canvasElement }) => {
    const tablist = within(canvasElement).getByRole('tablist', { name: 'Categories' });
    for (const tab of within(tablist).getAllByRole('tab')) {
      await expect(tab.getBoundingClientRect().right).toBeLessThanOrEqual(tablist.getBoundingClientRect().right);
    }
    await expectPhoneLayout(canvasElement);
  },
};

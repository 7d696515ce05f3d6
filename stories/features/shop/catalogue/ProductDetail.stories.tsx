import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ProductDetail } from '../../../../src/features/shop/catalogue/ProductDetail';
import { productById, storedCart } from '../../../support/catalogueItems';
import { clearToasts } from '../../../support/clearToasts';
import { storyLocation } from '../../../support/storyLocation';
import { typeQuantity } from '../../../support/typeQuantity';
import { mobileViewport } from '../../../support/viewports';
import { playsInDocs } from '../../../support/playsInDocs';
import { focused, listenWithScreenReader } from '../../../support/screenReader';

const meta = {
  title: 'Features/Catalogue/ProductDetail',
  component: ProductDetail,
  args: { product: productById('p02') },
} satisfies Meta<typeof ProductDetail>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Back to Products' })).toHaveAttribute('href', '/products');
    await expect(canvas.getByRole('img', { name: 'Red 47 artwork' })).toBeVisible();
    await expect(canvas.getByText('Plain, discreet outer packaging')).toBeVisible();
    const checkout = within(canvas.getByRole('region', { name: 'Secure Checkout' }));
    await expect(checkout.getByText('Red 47 × 1')).toBeVisible();
    const related = within(canvas.getByRole('region', { name: 'Customers also bought' }));
    await expect(related.getAllByRole('heading', { level: 3 })).toHaveLength(4);
    await expect(related.queryByRole('heading', { name: 'Red 47' })).toBeNull();
  },
};

export const QuantityFollowsIntoCheckout: Story = {
  parameters: playsInDocs,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Increase quantity' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Increase quantity' }));
    const checkout = within(canvas.getByRole('region', { name: 'Secure Checkout' }));
    await waitFor(() => expect(checkout.getByText('Red 47 × 3')).toBeVisible());
    await expect(checkout.getByText('Red 47 × 3').nextElementSibling).toHaveTextContent('0.0135 BTC');
    // 3 x 0.0045 + 0.0002 shipping, in the summary and in the payment widget alike.
    await expect(checkout.getAllByText('0.0137 BTC')).toHaveLength(2);
  },
};

export const TypedQuantityOutOfRangeIsRefused: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const quantity = canvas.getByRole('spinbutton', { name: 'Quantity' });
    await listenWithScreenReader(canvasElement.ownerDocument.body, async (reader) => {
      await typeQuantity(quantity, '11');
      await userEvent.tab();
      await waitFor(() => expect(body.getByText('Invalid quantity: choose 1 to 10')).toBeVisible());
      // What is allowed, not only that 11 was not.
      await reader.heard('Invalid quantity: choose 1 to 10');
    });
    await expect(quantity).toHaveValue('1');
    await expect(within(canvas.getByRole('region', { name: 'Secure Checkout' })).getByText('Red 47 × 1')).toBeVisible();
    await clearToasts(canvasElement);
  },
};

export const AddPastTenRefused: Story = {
  parameters: { cart: [{ id: 'p02', type: 'product', quantity: 9 }] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Increase quantity' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Add to Cart' }));
    await waitFor(() => expect(body.getByText('Maximum quantity limit reached')).toBeVisible());
    await expect(storedCart()).toEqual([{ id: 'p02', type: 'product', quantity: 9 }]);
    await clearToasts(canvasElement);
  },
};

export const BuyNowGoesToComingSoon: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Buy Now/ }));
    await waitFor(() => expect(storyLocation(canvasElement)).toBe('/coming-soon'));
    await waitFor(() => expect(storedCart()).toEqual([{ id: 'p02', type: 'product', quantity: 1 }]));
    await clearToasts(canvasElement);
  },
};

/** Add to Cart by keyboard: the toast names what went in; the focus stays on the button. */
export const AddWithScreenReader: Story = {
  tags: ['no-visual', '!autodocs'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await listenWithScreenReader(canvasElement.ownerDocument.body, async (reader) => {
      const add = canvas.getByRole('button', { name: 'Add to Cart' });
      add.focus();
      await reader.heard('button, Add to Cart');
      await userEvent.keyboard('{Enter}');
      await reader.heard('Added to cart: Red 47');
      await expect(focused(canvasElement)).toBe(add);
    });
    await clearToasts(canvasElement);
  },
};

/** The stepper says its range and value; an add past the cart's 10 is refused aloud, the focus kept. */
export const StepperAndLimitWithScreenReader: Story = {
  tags: ['no-visual', '!autodocs'],
  parameters: { cart: [{ id: 'p02', type: 'product', quantity: 9 }] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await listenWithScreenReader(canvasElement.ownerDocument.body, async (reader) => {
      const quantity = canvas.getByRole('spinbutton', { name: 'Quantity' });
      quantity.focus();
      await reader.heard('spinbutton, Quantity, max value 10, min value 1, 1');
      await userEvent.keyboard('{ArrowUp}{End}');
      await expect(quantity).toHaveValue('10');
      await userEvent.tab();
      await reader.heard('button, Add to Cart');
      // 9 in the cart and 10 more: refused, and the focus stays to try a smaller number.
      await userEvent.keyboard('{Enter}');
      await reader.heard('Maximum quantity limit reached');
      await expect(focused(canvasElement)).toBe(canvas.getByRole('button', { name: 'Add to Cart' }));
      await userEvent.tab({ shift: true });
      await reader.heard('spinbutton, Quantity, max value 10, min value 1, 10');
    });
    await clearToasts(canvasElement);
  },
};

export const Mobile: Story = {
  globals: mobileViewport,
};

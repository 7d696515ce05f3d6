import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { expectPageHeading } from '../support/expectHeading';
import { expectPhoneLayout } from '../support/layout';
import { mobileViewport } from '../support/viewports';
import ShippingPolicyPage from '../../src/pages/ShippingPolicyPage';

const meta = {
  title: 'Pages/ShippingPolicyPage',
  component: ShippingPolicyPage,
  parameters: { page: true, router: { route: '/shipping-policy', path: '/shipping-policy' } },
} satisfies Meta<typeof ShippingPolicyPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async (context) => {
    await expectPageHeading('Shipping Policy')(context);
    const canvas = within(context.canvasElement);
    await expect(canvas.getByText(/Free on orders over \$150, \$9\.99 flat below that/)).toBeVisible();
    await expect(canvas.getByText('Express: 1-2 business days, $19.99 flat.')).toBeVisible();
    await expect(canvas.getByText('Lost or damaged parcels are reshipped free.')).toBeVisible();
  },
};

/** On a phone: one column, link cards and buttons as 44 px targets, nothing wider than the screen. */
export const Mobile: Story = {
  globals: mobileViewport,
  play: async (context) => {
    await expectPageHeading('Shipping Policy')(context);
    await expectPhoneLayout(context.canvasElement);
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { expectPageHeading } from '../support/expectHeading';
import { expectPhoneLayout } from '../support/layout';
import { mobileViewport } from '../support/viewports';
import DeliveryGuaranteePage from '../../src/pages/DeliveryGuaranteePage';

const meta = {
  title: 'Pages/DeliveryGuaranteePage',
  component: DeliveryGuaranteePage,
  parameters: { page: true, router: { route: '/delivery-guarantee', path: '/delivery-guarantee' } },
} satisfies Meta<typeof DeliveryGuaranteePage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async (context) => {
    await expectPageHeading('Delivery Guarantee')(context);
    const canvas = within(context.canvasElement);
    await expect(canvas.getByText('Lost or damaged parcels are reshipped free.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Refund Policy' })).toHaveAttribute('href', '/refund-policy');
  },
};

/** On a phone: one column, link cards and buttons as 44 px targets, nothing wider than the screen. */
export const Mobile: Story = {
  globals: mobileViewport,
  play: async (context) => {
    await expectPageHeading('Delivery Guarantee')(context);
    await expectPhoneLayout(context.canvasElement);
  },
};

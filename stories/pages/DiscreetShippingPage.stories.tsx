import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { expectPageHeading } from '../support/expectHeading';
import { expectPhoneLayout } from '../support/layout';
import { mobileViewport } from '../support/viewports';
import DiscreetShippingPage from '../../src/pages/DiscreetShippingPage';

const meta = {
  title: 'Pages/DiscreetShippingPage',
  component: DiscreetShippingPage,
  parameters: { page: true, router: { route: '/discreet-shipping', path: '/discreet-shipping' } },
} satisfies Meta<typeof DiscreetShippingPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async (context) => {
    await expectPageHeading('Discreet Shipping')(context);
    const canvas = within(context.canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Plain packaging' })).toBeVisible();
    await expect(canvas.getByText('Lost or damaged parcels are reshipped free.')).toBeVisible();
  },
};

/** On a phone: one column, link cards and buttons as 44 px targets, nothing wider than the screen. */
export const Mobile: Story = {
  globals: mobileViewport,
  play: async (context) => {
    await expectPageHeading('Discreet Shipping')(context);
    await expectPhoneLayout(context.canvasElement);
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { expectPageHeading } from '../support/expectHeading';
import { expectPhoneLayout } from '../support/layout';
import { mobileViewport } from '../support/viewports';
import DiscreetPaymentsPage from '../../src/pages/DiscreetPaymentsPage';

const meta = {
  title: 'Pages/DiscreetPaymentsPage',
  component: DiscreetPaymentsPage,
  parameters: { page: true, router: { route: '/discreet-payments', path: '/discreet-payments' } },
} satisfies Meta<typeof DiscreetPaymentsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async (context) => {
    await expectPageHeading('Discreet Payments')(context);
    const canvas = within(context.canvasElement);
    await expect(canvas.getByText(/payment window of 30 minutes/)).toBeVisible();
    await expect(canvas.getByText('Monero (recommended): private by design.')).toBeVisible();
  },
};

/** On a phone: one column, link cards and buttons as 44 px targets, nothing wider than the screen. */
export const Mobile: Story = {
  globals: mobileViewport,
  play: async (context) => {
    await expectPageHeading('Discreet Payments')(context);
    await expectPhoneLayout(context.canvasElement);
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { expectPageHeading } from '../support/expectHeading';
import { expectPhoneLayout } from '../support/layout';
import { mobileViewport } from '../support/viewports';
import RefundPolicyPage from '../../src/pages/RefundPolicyPage';

const meta = {
  title: 'Pages/RefundPolicyPage',
  component: RefundPolicyPage,
  parameters: { page: true, router: { route: '/refund-policy', path: '/refund-policy' } },
} satisfies Meta<typeof RefundPolicyPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async (context) => {
    await expectPageHeading('Refund Policy')(context);
    const canvas = within(context.canvasElement);
    await expect(canvas.getByText('Packs: a 30-day money-back guarantee.')).toBeVisible();
  },
};

/** On a phone: one column, link cards and buttons as 44 px targets, nothing wider than the screen. */
export const Mobile: Story = {
  globals: mobileViewport,
  play: async (context) => {
    await expectPageHeading('Refund Policy')(context);
    await expectPhoneLayout(context.canvasElement);
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { expectPageHeading } from '../support/expectHeading';
import { expectPhoneLayout } from '../support/layout';
import { mobileViewport } from '../support/viewports';
import FeaturesPage from '../../src/pages/FeaturesPage';

const meta = {
  title: 'Pages/FeaturesPage',
  component: FeaturesPage,
  parameters: { page: true, router: { route: '/features', path: '/features' } },
} satisfies Meta<typeof FeaturesPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async (context) => {
    await expectPageHeading('Premium Features')(context);
    const canvas = within(context.canvasElement);
    for (const name of ['Factory Direct', 'Pure Products', 'Quality Control', 'Delivery Guarantee']) {
      await expect(canvas.getByRole('link', { name })).toBeVisible();
    }
  },
};

/** On a phone: one column, link cards and buttons as 44 px targets, nothing wider than the screen. */
export const Mobile: Story = {
  globals: mobileViewport,
  play: async (context) => {
    await expectPageHeading('Premium Features')(context);
    await expectPhoneLayout(context.canvasElement);
  },
};

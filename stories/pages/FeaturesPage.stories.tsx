import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { expectPageHeading } from '../support/expectHeading';
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

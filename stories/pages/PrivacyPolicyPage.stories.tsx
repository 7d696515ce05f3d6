import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { expectPageHeading } from '../support/expectHeading';
import PrivacyPolicyPage from '../../src/pages/PrivacyPolicyPage';

const meta = {
  title: 'Pages/PrivacyPolicyPage',
  component: PrivacyPolicyPage,
  parameters: { page: true, router: { route: '/privacy-policy', path: '/privacy-policy' } },
} satisfies Meta<typeof PrivacyPolicyPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async (context) => {
    await expectPageHeading('Privacy Policy')(context);
    const canvas = within(context.canvasElement);
    for (const name of ['Information Collection', 'Data Security', 'Information Usage', 'Your Rights', 'Contact Us']) {
      await expect(canvas.getByRole('heading', { level: 2, name })).toBeVisible();
    }
    await expect(canvas.getByText(/privacy@cryptovault\.example/)).toBeVisible();
  },
};

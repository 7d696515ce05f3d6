import type { Meta, StoryObj } from '@storybook/react-vite';
import { expectPageHeading } from '../support/expectHeading';
import PrivacyPolicyPage from '../../src/pages/PrivacyPolicyPage';

const meta = {
  title: 'Pages/PrivacyPolicyPage',
  component: PrivacyPolicyPage,
  parameters: { page: true, router: { route: '/privacy-policy', path: '/privacy-policy' } },
} satisfies Meta<typeof PrivacyPolicyPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { play: expectPageHeading('Privacy Policy') };

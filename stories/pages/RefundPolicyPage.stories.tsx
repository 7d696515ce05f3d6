import type { Meta, StoryObj } from '@storybook/react-vite';
import { expectPageHeading } from '../support/expectHeading';
import RefundPolicyPage from '../../src/pages/RefundPolicyPage';

const meta = {
  title: 'Pages/RefundPolicyPage',
  component: RefundPolicyPage,
  parameters: { page: true, router: { route: '/refund-policy', path: '/refund-policy' } },
} satisfies Meta<typeof RefundPolicyPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { play: expectPageHeading('Refund Policy') };

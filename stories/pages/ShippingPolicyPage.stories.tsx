import type { Meta, StoryObj } from '@storybook/react-vite';
import { expectPageHeading } from '../support/expectHeading';
import ShippingPolicyPage from '../../src/pages/ShippingPolicyPage';

const meta = {
  title: 'Pages/ShippingPolicyPage',
  component: ShippingPolicyPage,
  parameters: { page: true, router: { route: '/shipping-policy', path: '/shipping-policy' } },
} satisfies Meta<typeof ShippingPolicyPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { play: expectPageHeading('Shipping Policy') };

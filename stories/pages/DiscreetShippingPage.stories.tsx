import type { Meta, StoryObj } from '@storybook/react-vite';
import { expectPageHeading } from '../support/expectHeading';
import DiscreetShippingPage from '../../src/pages/DiscreetShippingPage';

const meta = {
  title: 'Pages/DiscreetShippingPage',
  component: DiscreetShippingPage,
  parameters: { page: true, router: { route: '/discreet-shipping', path: '/discreet-shipping' } },
} satisfies Meta<typeof DiscreetShippingPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { play: expectPageHeading('Discreet Shipping') };

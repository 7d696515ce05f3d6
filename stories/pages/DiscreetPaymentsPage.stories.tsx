import type { Meta, StoryObj } from '@storybook/react-vite';
import { expectPageHeading } from '../support/expectHeading';
import DiscreetPaymentsPage from '../../src/pages/DiscreetPaymentsPage';

const meta = {
  title: 'Pages/DiscreetPaymentsPage',
  component: DiscreetPaymentsPage,
  parameters: { page: true, router: { route: '/discreet-payments', path: '/discreet-payments' } },
} satisfies Meta<typeof DiscreetPaymentsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { play: expectPageHeading('Discreet Payments') };

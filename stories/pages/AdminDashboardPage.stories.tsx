import type { Meta, StoryObj } from '@storybook/react-vite';
import AdminDashboardPage from '../../src/pages/AdminDashboardPage';
import { expectPageHeading } from '../support/expectHeading';

const meta = {
  title: 'Pages/AdminDashboardPage',
  component: AdminDashboardPage,
  parameters: { page: true, router: { route: '/admin-dashboard/:role', path: '/admin-dashboard/adm' } },
} satisfies Meta<typeof AdminDashboardPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const CommandBridge: Story = { play: expectPageHeading('Command Bridge') };

export const CustomerService: Story = {
  parameters: { router: { route: '/admin-dashboard/:role', path: '/admin-dashboard/csm' } },
  play: expectPageHeading('Customer Service Dashboard'),
};

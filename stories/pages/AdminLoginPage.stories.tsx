import type { Meta, StoryObj } from '@storybook/react-vite';
import AdminLoginPage from '../../src/pages/AdminLoginPage';
import { expectPageHeading } from '../support/expectHeading';

const meta = {
  title: 'Pages/AdminLoginPage',
  component: AdminLoginPage,
  parameters: { page: true, router: { route: '/admin', path: '/admin' } },
} satisfies Meta<typeof AdminLoginPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const CommandBridge: Story = { play: expectPageHeading('Command Bridge Access') };

export const CustomerService: Story = {
  parameters: { router: { route: '/admin', path: '/admin?role=csm' } },
  play: expectPageHeading('Customer Service Access'),
};

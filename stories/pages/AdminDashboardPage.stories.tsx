import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import AdminDashboardPage, { loader } from '../../src/pages/AdminDashboardPage';
import { startStaffSession } from '../../src/features/staff-auth/staffSession';
import { expectPageHeading } from '../support/expectHeading';
import { storyLocation } from '../support/storyLocation';

const route = '/admin-dashboard/:role';

const meta = {
  title: 'Pages/AdminDashboardPage',
  component: AdminDashboardPage,
  parameters: { page: true, router: { route, path: '/admin-dashboard/adm', loader } },
} satisfies Meta<typeof AdminDashboardPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const CommandBridge: Story = {
  beforeEach: () => startStaffSession('adm'),
  play: expectPageHeading('Command Bridge'),
};

export const CustomerService: Story = {
  beforeEach: () => startStaffSession('csm'),
  parameters: { router: { route, path: '/admin-dashboard/csm', loader } },
  play: expectPageHeading('Customer Service Dashboard'),
};

export const NoSessionGoesToLogin: Story = {
  tags: ['no-visual'],
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(storyLocation(canvasElement)).toBe('/admin?denied=1'));
  },
};

export const CsmSessionRefusedOnCommandBridge: Story = {
  tags: ['no-visual'],
  beforeEach: () => startStaffSession('csm'),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(storyLocation(canvasElement)).toBe('/admin?denied=1'));
  },
};

export const UnknownRoleGoesToLogin: Story = {
  tags: ['no-visual'],
  beforeEach: () => startStaffSession('adm'),
  parameters: { router: { route, path: '/admin-dashboard/root', loader } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(storyLocation(canvasElement)).toBe('/admin'));
  },
};

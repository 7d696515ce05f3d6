import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import AdminLoginPage, { loader } from '../../src/pages/AdminLoginPage';
import { startStaffSession } from '../../src/features/staff-auth/staffSession';
import { expectPageHeading } from '../support/expectHeading';
import { storyLocation } from '../support/storyLocation';
import { mobileViewport } from '../support/viewports';

const meta = {
  title: 'Pages/AdminLoginPage',
  component: AdminLoginPage,
  parameters: { page: true, router: { route: '/admin', path: '/admin', loader } },
} satisfies Meta<typeof AdminLoginPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const CommandBridge: Story = { play: expectPageHeading('Command Bridge Access') };

export const CustomerService: Story = {
  parameters: { router: { route: '/admin', path: '/admin?role=csm', loader } },
  play: expectPageHeading('Customer Service Access'),
};

export const CustomerServiceMobile: Story = {
  parameters: { router: { route: '/admin', path: '/admin?role=csm', loader } },
  globals: mobileViewport,
};

export const AccessDenied: Story = {
  parameters: { router: { route: '/admin', path: '/admin?role=csm&denied=1', loader } },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(within(canvasElement.ownerDocument.body).getByText('Admin access required')).toBeVisible(),
    );
    await waitFor(() => expect(storyLocation(canvasElement)).toBe('/admin?role=csm'));
  },
};

export const ExistingSessionSkipsTheLogin: Story = {
  tags: ['no-visual'],
  beforeEach() {
    startStaffSession('csm');
  },
  parameters: { router: { route: '/admin', path: '/admin?role=csm', loader } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(storyLocation(canvasElement)).toBe('/admin-dashboard/csm'));
  },
};

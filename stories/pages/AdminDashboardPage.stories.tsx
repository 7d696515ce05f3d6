import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import AdminDashboardPage, { loader } from '../../src/pages/AdminDashboardPage';
import { startStaffSession } from '../../src/features/staff-auth/staffSession';
import { expectPageHeading } from '../support/expectHeading';
import { storyLocation } from '../support/storyLocation';
import { mobileViewport } from '../support/viewports';
import { withStaffDates } from '../support/staffDates';
import { withFixedDevice } from '../support/fixedDevice';
import { expectPhoneLayout } from '../support/layout';

const route = '/admin-dashboard/:role';

const meta = {
  title: 'Pages/AdminDashboardPage',
  component: AdminDashboardPage,
  decorators: [withStaffDates, withFixedDevice],
  parameters: { page: true, router: { route, path: '/admin-dashboard/adm', loader } },
} satisfies Meta<typeof AdminDashboardPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const CommandBridge: Story = {
  beforeEach() {
    startStaffSession('adm');
  },
  play: expectPageHeading('Command Bridge'),
};

export const CustomerService: Story = {
  beforeEach() {
    startStaffSession('csm');
  },
  parameters: { router: { route, path: '/admin-dashboard/csm', loader } },
  play: async (context) => {
    await expectPageHeading('Customer Service Dashboard')(context);
    await waitFor(() =>
      expect(within(context.canvasElement).getByText('Damrak, Amsterdam, Netherlands')).toBeVisible(),
    );
  },
};

export const CustomerServiceMobile: Story = {
  beforeEach() {
    startStaffSession('csm');
  },
  parameters: { router: { route, path: '/admin-dashboard/csm', loader } },
  globals: mobileViewport,
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByText('Damrak, Amsterdam, Netherlands')).toBeVisible());
    await expectPhoneLayout(canvasElement);
  },
};

/** The Command Bridge on a phone: one gauge per row, so '73/min' fits its tile; Logout keeps one line. */
export const CommandBridgeMobile: Story = {
  beforeEach() {
    startStaffSession('adm');
  },
  globals: mobileViewport,
  play: async (context) => {
    await expectPageHeading('Command Bridge')(context);
    const canvas = within(context.canvasElement);
    const gauges = canvas.getByRole('region', { name: 'Live gauges' });
    for (const tile of Array.from(gauges.children)) {
      await expect(tile.scrollWidth).toBeLessThanOrEqual(tile.clientWidth);
    }
    // One line of label: the button keeps its 44 px height.
    await expect(canvas.getByRole('button', { name: 'Logout' }).getBoundingClientRect().height).toBe(44);
    await expectPhoneLayout(context.canvasElement);
  },
};

/**
 * The csm tabs that were widest on a phone (Support Requests 431 px, Customer Feedback 455 px):
 * tabs and list choices wrap, filters stack, nothing scrolls sideways.
 */
const csmTabOnPhone = (tab: string, heading: string): Story => ({
  beforeEach() {
    startStaffSession('csm');
  },
  parameters: { router: { route, path: '/admin-dashboard/csm', loader } },
  globals: mobileViewport,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: tab }));
    await waitFor(() => expect(canvas.getByRole('heading', { name: heading })).toBeVisible());
    await expectPhoneLayout(canvasElement);
  },
});

export const SupportRequestsMobile = csmTabOnPhone('Support Requests', 'Select a ticket to view details');
export const CustomerFeedbackMobile = csmTabOnPhone('Customer Feedback', 'Customer Feedback Management');
export const SettingsMobile = csmTabOnPhone('Settings', 'Account Settings');

export const CustomerServiceSettingsTab: Story = {
  beforeEach() {
    startStaffSession('csm');
  },
  parameters: { router: { route, path: '/admin-dashboard/csm', loader } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: 'Settings' }));
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'Account Settings' })).toBeVisible());
  },
};

export const CustomerServiceLogout: Story = {
  tags: ['no-visual'],
  beforeEach() {
    startStaffSession('csm');
  },
  parameters: { router: { route, path: '/admin-dashboard/csm', loader } },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(storyLocation(canvasElement)).toBe('/admin?role=csm'));
    await expect(localStorage.getItem('isAdmin')).toBeNull();
  },
};

export const NoSessionGoesToLogin: Story = {
  tags: ['no-visual'],
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(storyLocation(canvasElement)).toBe('/admin?denied=1'));
  },
};

export const CsmSessionRefusedOnCommandBridge: Story = {
  tags: ['no-visual'],
  beforeEach() {
    startStaffSession('csm');
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(storyLocation(canvasElement)).toBe('/admin?denied=1'));
  },
};

export const UnknownRoleGoesToLogin: Story = {
  tags: ['no-visual'],
  parameters: { router: { route, path: '/admin-dashboard/root', loader } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(storyLocation(canvasElement)).toBe('/admin'));
    await expectPageHeading('Command Bridge Access')({ canvasElement });
  },
};

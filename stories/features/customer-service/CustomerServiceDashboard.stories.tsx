import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { CustomerServiceDashboard } from '../../../src/features/customer-service/CustomerServiceDashboard';
import { withStaffDates } from '../../support/staffDates';
import { storyLocation } from '../../support/storyLocation';
import { playsInDocs } from '../../support/playsInDocs';

const meta = {
  title: 'Features/CustomerService/CustomerServiceDashboard',
  component: CustomerServiceDashboard,
  decorators: [withStaffDates],
  parameters: { router: { route: '/admin-dashboard/csm', path: '/admin-dashboard/csm' } },
} satisfies Meta<typeof CustomerServiceDashboard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Accounts: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Customer Accounts' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByText('Showing 10 of 100 customers')).toBeVisible();
  },
};

export const SupportTab: Story = {
  parameters: playsInDocs,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Support Requests' }));
    // The tab answers first; its content is drawn in a render of its own just after.
    await waitFor(() => expect(canvas.getByText('Showing 30 of 30 tickets')).toBeVisible());
  },
};

export const TabAndFiltersGoIntoTheAddress: Story = {
  // Exercises a rule: the Docs page shows the component's states, not this interaction.
  tags: ['!autodocs'],
  parameters: { router: { path: '/admin-dashboard/csm?list=flagged&page=2' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'Flagged' })).toBeChecked();
    await userEvent.click(canvas.getByRole('tab', { name: 'Support Requests' }));
    // Another tab starts unfiltered: the accounts' filters leave the address with it.
    await waitFor(() => expect(storyLocation(canvasElement)).toBe('/admin-dashboard/csm?tab=support'));
    await userEvent.click(canvas.getByRole('tab', { name: 'Customer Accounts' }));
    await waitFor(() => expect(storyLocation(canvasElement)).toBe('/admin-dashboard/csm'));
    await expect(canvas.getByRole('radio', { name: 'All Accounts' })).toBeChecked();
  },
};

export const UnknownTabShowsAccounts: Story = {
  // Exercises a rule: the Docs page shows the component's states, not this interaction.
  tags: ['!autodocs'],
  parameters: { router: { path: '/admin-dashboard/csm?tab=payroll' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Customer Accounts' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByText('Showing 10 of 100 customers')).toBeVisible();
  },
};

export const FeedbackTab: Story = {
  parameters: { router: { path: '/admin-dashboard/csm?tab=feedback' } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 2, name: 'Customer Feedback Management' }),
    ).toBeVisible();
  },
};

export const SettingsTab: Story = {
  parameters: { router: { path: '/admin-dashboard/csm?tab=settings' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Manage your CSM account credentials')).toBeVisible();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { CustomerServiceDashboard } from '../../../src/features/customer-service/CustomerServiceDashboard';
import { withStaffDates } from '../../support/staffDates';

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
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Support Requests' }));
    await waitFor(() => expect(canvas.getByText('Showing 30 of 30 tickets')).toBeVisible());
  },
};

export const FeedbackTab: Story = {
  args: { initialTab: 'feedback' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 2, name: 'Customer Feedback Management' }),
    ).toBeVisible();
  },
};

export const SettingsTab: Story = {
  args: { initialTab: 'settings' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Manage your CSM account credentials')).toBeVisible();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SupportRequests } from '../../../src/features/customer-service/SupportRequests';
import { mobileViewport } from '../../support/viewports';

const meta = {
  title: 'Features/CustomerService/SupportRequests',
  component: SupportRequests,
} satisfies Meta<typeof SupportRequests>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Inbox: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Showing 30 of 30 tickets')).toBeVisible();
    await expect(canvas.getByText('Response time: Avg. 2.4 hours')).toBeVisible();
    await expect(canvas.getByText('Select a ticket to view details')).toBeVisible();
    await expect(getComputedStyle(canvas.getByRole('list', { name: 'Tickets' })).maxHeight).toBe('600px');
  },
};

export const TicketOpened: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = within(canvas.getByRole('list', { name: 'Tickets' }));
    await userEvent.click(list.getAllByRole('button')[0] as HTMLElement);
    await waitFor(() => expect(canvas.getByText('Support Response System')).toBeVisible());
    await expect(canvas.getByRole('button', { name: 'Send Response' })).toBeDisabled();
    await expect(canvas.getByText(/^Assigned to: /)).toBeVisible();
  },
};

export const AssignedToMe: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Assigned to Me' }));
    await waitFor(() => expect(canvas.getByText(/^Showing \d+ of 30 tickets$/)).not.toHaveTextContent('Showing 30'));
    const list = within(canvas.getByRole('list', { name: 'Tickets' }));
    await userEvent.click(list.getAllByRole('button')[0] as HTMLElement);
    await waitFor(() => expect(canvas.getByText('Assigned to: csm')).toBeVisible());
  },
};

export const UrgentSearch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByLabelText('Priority'), 'urgent');
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search tickets...' }), 'nothing like this');
    await waitFor(() => expect(canvas.getByText('Showing 0 of 30 tickets')).toBeVisible());
  },
};

export const Mobile: Story = {
  globals: mobileViewport,
};

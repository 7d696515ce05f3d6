import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import { SupportRequests } from '../../../src/features/customer-service/SupportRequests';
import { mobileViewport } from '../../support/viewports';
import { listTickets } from '../../../src/features/customer-service/ticketQuery';
import { DEFAULT_STORY_NOW } from '../../../.storybook/storyRuntime';
import { withStaffDates } from '../../support/staffDates';
import { playsInDocs } from '../../support/playsInDocs';

const meta = {
  title: 'Features/CustomerService/SupportRequests',
  component: SupportRequests,
  decorators: [withStaffDates],
} satisfies Meta<typeof SupportRequests>;
export default meta;
type Story = StoryObj<typeof meta>;

const tickets = listTickets(Date.parse(DEFAULT_STORY_NOW));
const waiting = tickets.filter((ticket) => ticket.needsResponse);
const ticketList = (canvasElement: HTMLElement) => within(within(canvasElement).getByRole('list', { name: 'Tickets' }));

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
  parameters: playsInDocs,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = within(canvas.getByRole('list', { name: 'Tickets' }));
    await userEvent.click(list.getAllByRole('button')[0] as HTMLElement);
    await waitFor(() => expect(canvas.getByText('Support Response System')).toBeVisible());
    await expect(canvas.getByRole('button', { name: 'Send Response' })).toBeDisabled();
    await expect(canvas.getByText(/^Assigned to: /)).toBeVisible();
    // Capitalised like every status badge beside it ('Closed'): it read 'high priority'.
    await expect(canvas.getByText('High priority')).toBeVisible();
  },
};

export const AssignedToMe: Story = {
  parameters: playsInDocs,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Assigned to Me' }));
    await waitFor(() => expect(canvas.getByText(/^Showing \d+ of 30 tickets$/)).not.toHaveTextContent('Showing 30'));
    const list = within(canvas.getByRole('list', { name: 'Tickets' }));
    await userEvent.click(list.getAllByRole('button')[0] as HTMLElement);
    await waitFor(() => expect(canvas.getByText('Assigned to: csm')).toBeVisible());
  },
};

export const UrgentSearch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Tickets' });
    // The choice without user-event's pauses, to look between its render and the list's: the list
    // follows once the browser has painted it, and is busy until then.
    fireEvent.change(canvas.getByLabelText('Priority'), { target: { value: 'urgent' } });
    await Promise.resolve();
    await expect(canvas.getByLabelText('Priority')).toHaveValue('urgent');
    const count = canvas.getByText('Showing 30 of 30 tickets');
    await expect(count).toHaveAttribute('aria-live', 'polite');
    await expect(count).toHaveAttribute('aria-busy', 'true');
    await expect(list).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(list).toHaveAttribute('aria-busy', 'false'));
    await expect(count).toHaveAttribute('aria-busy', 'false');
    await expect(count).not.toHaveTextContent('Showing 30 of 30 tickets');
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search tickets...' }), 'nothing like this');
    await waitFor(() => expect(canvas.getByText('Showing 0 of 30 tickets')).toBeVisible());
  },
};

export const NeedsResponseFilter: Story = {
  parameters: playsInDocs,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(ticketList(canvasElement).getAllByText('Needs response')).toHaveLength(waiting.length);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Needs response only' }));
    await waitFor(() => expect(canvas.getByText(`Showing ${waiting.length} of 30 tickets`)).toBeVisible());
    for (const item of ticketList(canvasElement).getAllByRole('listitem'))
      await expect(item).toHaveTextContent('Needs response');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Needs response only' }));
    await waitFor(() => expect(canvas.getByText('Showing 30 of 30 tickets')).toBeVisible());
  },
};

export const ResponseTimeInListAndDetail: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const unanswered = tickets.find((ticket) => ticket.responseTime === null);
    const answered = tickets.find((ticket) => ticket.responseTime !== null);
    if (!unanswered || !answered) throw new Error('The sample tickets need both kinds');
    const unansweredItem = ticketList(canvasElement).getByRole('button', { name: new RegExp(unanswered.id) });
    await expect(unansweredItem).toHaveTextContent(/No reply yet, asked \w/);
    const answeredItem = ticketList(canvasElement).getByRole('button', { name: new RegExp(answered.id) });
    await expect(answeredItem).toHaveTextContent(`First reply after ${answered.responseTime} hours`);
    await userEvent.click(answeredItem);
    await waitFor(() =>
      expect(canvas.getByText(`Response time: First reply after ${answered.responseTime} hours`)).toBeVisible(),
    );
  },
};

export const DatesInTheStaffTimeZone: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = tickets[0];
    if (!first) throw new Error('no tickets');
    await userEvent.click(ticketList(canvasElement).getByRole('button', { name: new RegExp(first.id) }));
    const opened = await canvas.findByText(/^Opened:/);
    const time = opened.querySelector('time') as HTMLTimeElement;
    await expect(time).toHaveTextContent(
      new Intl.DateTimeFormat('en-US', {
        dateStyle: 'medium',
        timeStyle: 'short',
        timeZone: 'America/New_York',
      }).format(new Date(first.createdAt)),
    );
    // Hovering shows the full date, time and zone.
    await userEvent.hover(time);
    await waitFor(() =>
      expect(within(canvasElement.ownerDocument.body).getByRole('tooltip')).toHaveTextContent(/(EST|EDT)$/),
    );
  },
};

export const Mobile: Story = {
  globals: mobileViewport,
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import { CustomerAccounts } from '../../../src/features/customer-service/CustomerAccounts';
import { mobileViewport } from '../../support/viewports';
import { withStaffDates } from '../../support/staffDates';
import { animationsSettled } from '../../support/animationsSettled';
import { storyLocation } from '../../support/storyLocation';
import { playsInDocs } from '../../support/playsInDocs';
import { dialogHasFocus } from '../../support/dialogHasFocus';

const meta = {
  title: 'Features/CustomerService/CustomerAccounts',
  component: CustomerAccounts,
  decorators: [withStaffDates],
} satisfies Meta<typeof CustomerAccounts>;
export default meta;
type Story = StoryObj<typeof meta>;

const rows = (canvasElement: HTMLElement) => within(canvasElement).getAllByRole('row').slice(1);
const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const FirstPage: Story = {
  parameters: playsInDocs,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Showing 10 of 100 customers')).toBeVisible();
    await expect(rows(canvasElement)).toHaveLength(10);
    await expect(canvas.getByRole('radio', { name: 'All Accounts' })).toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    for (const column of ['Customer', 'Status', 'Location', 'Joined', 'Orders', 'Spent', 'Actions']) {
      await expect(canvas.getByRole('columnheader', { name: column })).toBeVisible();
    }
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(canvas.getByText('Page 2 of 10')).toBeVisible());
    await expect(canvas.getByText(/CUS-00011/)).toBeVisible();
  },
};

export const PagingByNumber: Story = {
  parameters: playsInDocs,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(canvas.getByText('Page 2 of 10')).toBeVisible());
    await expect(canvas.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(canvas.getByRole('button', { name: 'Page 10' }));
    await waitFor(() => expect(canvas.getByText(/CUS-00100/)).toBeVisible());
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeDisabled();
  },
};

export const LastPage: Story = {
  parameters: { router: { path: '/?page=10' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Page 10 of 10')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await expect(canvas.getByText(/CUS-00100/)).toBeVisible();
  },
};

export const FlaggedInGermany: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Flagged' }));
    await waitFor(() => expect(canvas.getByRole('radio', { name: 'Flagged' })).toBeChecked());
    const count = canvas.getByText(/^Showing \d+ of \d+ customers$/);
    await waitFor(() => expect(count).toHaveAttribute('aria-busy', 'false'));
    const flagged = count.textContent ?? '';
    await expect(flagged).not.toBe('Showing 10 of 100 customers');
    const country = canvas.getByLabelText('Country');
    await userEvent.click(country);
    // The choice without user-event's pauses, to look between its render and the table's.
    fireEvent.change(country, { target: { value: 'Germany' } });
    await Promise.resolve();
    await expect(country).toHaveValue('Germany');
    // The table follows the choice once the browser has painted it; until then its count is busy,
    // so a screen reader reads the new one once.
    await expect(count).toHaveTextContent(flagged);
    await expect(count).toHaveAttribute('aria-busy', 'true');
    // Then some rows, each flagged in Germany.
    await waitFor(() => {
      const shown = rows(canvasElement);
      expect(shown.length).toBeGreaterThan(0);
      for (const row of shown) expect(row).toHaveTextContent(/flagged.*Germany/);
    });
    await expect(count).toHaveAttribute('aria-busy', 'false');
    await expect(count).not.toHaveTextContent(flagged);
    // Each choice is in the address, so a reload or a copied link shows the same list. The router
    // writes it in a transition of its own, which the table's render need not wait for.
    await waitFor(() => expect(storyLocation(canvasElement)).toBe('/?list=flagged&country=Germany'));
  },
};

export const SearchAndPageInTheAddress: Story = {
  // Exercises a rule: the Docs page shows the component's states, not this interaction.
  tags: ['!autodocs'],
  parameters: { router: { path: '/?status=suspended&page=99&country=Atlantis' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // An unknown country falls back to all; a page past the end shows the last page.
    await expect(canvas.getByLabelText('Country')).toHaveValue('all');
    await expect(canvas.getByLabelText('Status')).toHaveValue('suspended');
    for (const row of rows(canvasElement)) await expect(row).toHaveTextContent(/suspended/);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search customers...' }), 'a');
    await waitFor(() => expect(storyLocation(canvasElement)).toBe('/?status=suspended&country=Atlantis&q=a'));
    await expect(canvas.getByRole('searchbox', { name: 'Search customers...' })).toHaveValue('a');
    // The table follows the search box a render later (a deferred value).
    await expect(await canvas.findByText('Showing 10 of 14 customers')).toBeVisible();
  },
};

export const ListsAreOneChoiceByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radiogroup', { name: 'Account lists' })).toBeVisible();
    canvas.getByRole('radio', { name: 'All Accounts' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(canvas.getByRole('radio', { name: 'Active' })).toBeChecked());
    await expect(canvas.getByRole('radio', { name: 'All Accounts' })).not.toBeChecked();
    await waitFor(() => {
      for (const row of rows(canvasElement)) expect(row).toHaveTextContent(/active/);
    });
  },
};

export const JoinDatesInTheStaffTimeZone: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const joined = canvas.getAllByRole('row')[1]?.querySelector('time') as HTMLTimeElement;
    const instant = joined.dateTime;
    // The day New York saw, which is not always the UTC day cut from the ISO string.
    await expect(joined).toHaveTextContent(
      new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'America/New_York' }).format(new Date(instant)),
    );
    joined.focus();
    await waitFor(() => expect(body(canvasElement).getByRole('tooltip')).toHaveTextContent(/ at .*(EST|EDT)$/));
  },
};

export const RecordOpensFromTheKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const first = rows(canvasElement)[0] as HTMLElement;
    const open = within(first).getByRole('button', { name: /^Open record of / });
    const name = open.textContent ?? '';
    open.focus();
    await userEvent.keyboard('{Enter}');
    const drawer = await body(canvasElement).findByRole('dialog', { name });
    await animationsSettled(canvasElement.ownerDocument);
    await expect(within(drawer).getByText('Customer record')).toBeVisible();
    await dialogHasFocus(drawer);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(open).toHaveFocus());
  },
};

export const RecordOpensFromARowClick: Story = {
  play: async ({ canvasElement }) => {
    const first = rows(canvasElement)[0] as HTMLElement;
    const location = within(first).getAllByRole('cell')[2] as HTMLElement;
    await userEvent.click(location);
    const drawer = await body(canvasElement).findByRole('dialog');
    await animationsSettled(canvasElement.ownerDocument);
    await expect(within(drawer).getByText(location.textContent ?? '')).toBeVisible();
  },
};

export const NoMatches: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search customers...' }), 'nobody at all');
    await waitFor(() => expect(canvas.getByText('No customers found matching your filters.')).toBeVisible());
    await expect(canvas.getByText('Showing 0 of 0 customers')).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: mobileViewport,
};

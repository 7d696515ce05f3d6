import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { CustomerAccounts } from '../../../src/features/customer-service/CustomerAccounts';
import { EMPTY_CUSTOMER_QUERY } from '../../../src/features/customer-service/customerQuery';
import { mobileViewport } from '../../support/viewports';

const meta = {
  title: 'Features/CustomerService/CustomerAccounts',
  component: CustomerAccounts,
} satisfies Meta<typeof CustomerAccounts>;
export default meta;
type Story = StoryObj<typeof meta>;

const rows = (canvasElement: HTMLElement) => within(canvasElement).getAllByRole('row').slice(1);

export const FirstPage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Showing 10 of 100 customers')).toBeVisible();
    await expect(rows(canvasElement)).toHaveLength(10);
    await expect(canvas.getByRole('button', { name: 'Previous' })).toBeDisabled();
    for (const column of ['Customer', 'Status', 'Location', 'Joined', 'Orders', 'Spent', 'Actions']) {
      await expect(canvas.getByRole('columnheader', { name: column })).toBeVisible();
    }
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(canvas.getByText('Page 2 of 10')).toBeVisible());
    await expect(canvas.getByText(/CUS-00011/)).toBeVisible();
  },
};

export const LastPage: Story = {
  args: { initialQuery: { ...EMPTY_CUSTOMER_QUERY, page: 10 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Page 10 of 10')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeDisabled();
    await expect(canvas.getByText(/CUS-00100/)).toBeVisible();
  },
};

export const FlaggedInGermany: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Flagged' }));
    await userEvent.selectOptions(canvas.getByLabelText('Country'), 'Germany');
    await waitFor(() => expect(canvas.getByText(/^Showing \d+ of \d+ customers$/)).toBeVisible());
    for (const row of rows(canvasElement)) await expect(row).toHaveTextContent(/flagged.*Germany/);
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

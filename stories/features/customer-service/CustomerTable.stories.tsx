import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CustomerTable } from '../../../src/features/customer-service/CustomerTable';
import { listCustomers } from '../../../src/features/customer-service/customerDirectory';
import { EMPTY_CUSTOMER_QUERY } from '../../../src/features/customer-service/customerQuery';
import { withStaffDates } from '../../support/staffDates';
import { mobileViewport } from '../../support/viewports';

// The first page of the sample directory on the stories' fixed day.
const { rows } = listCustomers(EMPTY_CUSTOMER_QUERY, Date.parse('2026-11-21T12:00:00Z'));
const first = rows[0]!;

const meta = {
  title: 'Features/CustomerService/CustomerTable',
  component: CustomerTable,
  decorators: [withStaffDates],
  args: { rows, onOpen: fn() },
} satisfies Meta<typeof CustomerTable>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FirstPage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('row').slice(1)).toHaveLength(rows.length);
    for (const column of ['Customer', 'Status', 'Location', 'Joined', 'Orders', 'Spent', 'Actions']) {
      await expect(canvas.getByRole('columnheader', { name: column })).toBeVisible();
    }
    // The table scrolls in its own labelled box, reachable from the keyboard.
    await expect(canvas.getByRole('region', { name: 'Customer accounts table' })).toHaveAttribute('tabindex', '0');
  },
};

export const OpensARecord: Story = {
  // Exercises a rule: the Docs page shows the component's states, not this interaction.
  tags: ['!autodocs'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // The name is the keyboard's way in; a click anywhere else on the row opens the record too.
    await userEvent.click(canvas.getByRole('button', { name: `Open record of ${first.fullName}` }));
    await expect(args.onOpen).toHaveBeenLastCalledWith(first);
    await userEvent.click(canvas.getByText(`${first.city}, ${first.country}`));
    await expect(args.onOpen).toHaveBeenCalledTimes(2);
    // The e-mail link is its own action: it does not open the record as well.
    const email = canvas.getByRole('link', { name: `Email ${first.fullName}` });
    await expect(email).toHaveAttribute('href', `mailto:${first.email}`);
    email.addEventListener('click', (event) => event.preventDefault(), { once: true });
    await userEvent.click(email);
    await expect(args.onOpen).toHaveBeenCalledTimes(2);
  },
};

export const Mobile: Story = {
  globals: mobileViewport,
  play: async ({ canvasElement }) => {
    // On a phone the table scrolls inside its box; the page itself never scrolls sideways.
    const box = within(canvasElement).getByRole('region', { name: 'Customer accounts table' });
    await expect(box.scrollWidth).toBeGreaterThan(box.clientWidth);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(
      canvasElement.ownerDocument.documentElement.clientWidth,
    );
    // Each row's name and status show whole on the first screen; the other columns scroll.
    const shown = box.getBoundingClientRect();
    for (const row of within(box).getAllByRole('row').slice(1)) {
      const status = within(row).getAllByRole('cell')[1];
      await expect(status?.getBoundingClientRect().right).toBeLessThanOrEqual(shown.right);
    }
  },
};

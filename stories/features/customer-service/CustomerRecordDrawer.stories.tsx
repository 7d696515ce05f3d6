import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CustomerRecordDrawer } from '../../../src/features/customer-service/CustomerRecordDrawer';
import type { CustomerAccount } from '../../../src/features/customer-service/customer';
import { withStaffDates } from '../../support/staffDates';
import { animationsSettled } from '../../support/animationsSettled';
import { dialogHasFocus } from '../../support/dialogHasFocus';

const loyal: CustomerAccount = {
  id: 'CUS-00042',
  firstName: 'Lena',
  lastName: 'Novak',
  fullName: 'Lena Novak',
  email: 'lena.novak42@example.com',
  status: 'active',
  country: 'Germany',
  city: 'Berlin',
  // 03:15 UTC on the 2nd: still the 1st of March in New York.
  joinDate: '2025-03-02T03:15:00.000Z',
  ordersCount: 14,
  totalSpent: 0.0612,
  lastOrder: '2026-11-18T12:00:00.000Z',
  rating: 5,
  verifiedBuyer: true,
  favoriteProducts: [
    { id: 'p01', name: 'Blue 100', purchases: 6 },
    { id: 'p07', name: 'Venus Purple', purchases: 1 },
  ],
  hasAlert: false,
  notes: 'Prefers the plain sleeve packaging.',
};

const flagged: CustomerAccount = {
  ...loyal,
  id: 'CUS-00077',
  firstName: 'Omar',
  lastName: 'Haddad',
  fullName: 'Omar Haddad',
  email: 'omar.haddad77@example.com',
  status: 'flagged',
  verifiedBuyer: false,
  ordersCount: 2,
  hasAlert: true,
  notes: 'Several delivery disputes; check before refunds.',
};

const newcomer: CustomerAccount = {
  ...loyal,
  id: 'CUS-00099',
  firstName: 'Yuki',
  lastName: 'Tanaka',
  fullName: 'Yuki Tanaka',
  email: 'yuki.tanaka99@example.com',
  joinDate: '2026-11-20T09:00:00.000Z',
  ordersCount: 0,
  totalSpent: 0,
  lastOrder: null,
  verifiedBuyer: false,
  favoriteProducts: [],
  notes: '',
};

const meta = {
  title: 'Features/CustomerService/CustomerRecordDrawer',
  component: CustomerRecordDrawer,
  decorators: [withStaffDates],
  args: { customer: loyal, open: true, onClose: fn() },
} satisfies Meta<typeof CustomerRecordDrawer>;
export default meta;
type Story = StoryObj<typeof meta>;

const drawer = async (canvasElement: HTMLElement) => {
  const record = await within(canvasElement.ownerDocument.body).findByRole('dialog');
  await animationsSettled(canvasElement.ownerDocument);
  return record;
};
const field = (record: HTMLElement, label: string) =>
  within(record).getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement;

export const VerifiedBuyer: Story = {
  play: async ({ canvasElement }) => {
    const record = await drawer(canvasElement);
    await expect(within(record).getByRole('heading', { name: 'Lena Novak' })).toBeVisible();
    await expect(field(record, 'Customer ID')).toHaveTextContent('CUS-00042');
    await expect(field(record, 'Email')).toHaveTextContent('lena.novak42@example.com');
    await expect(field(record, 'Location')).toHaveTextContent('Berlin, Germany');
    await expect(field(record, 'Joined')).toHaveTextContent('Mar 1, 2025');
    await expect(field(record, 'Last order')).toHaveTextContent('3 days ago');
    await expect(field(record, 'Orders')).toHaveTextContent('14');
    await expect(field(record, 'Total spent')).toHaveTextContent('0.0612');
    await expect(within(record).getByRole('img', { name: 'Rated 5 out of 5' })).toBeVisible();
    await expect(field(record, 'Verified buyer')).toHaveTextContent('Yes');
    await expect(within(record).getByRole('link', { name: 'Blue 100' })).toHaveAttribute('href', '/products/p01');
    await expect(within(record).getByText(/bought 6 times/)).toBeVisible();
    await expect(within(record).getByText('Prefers the plain sleeve packaging.')).toBeVisible();
    await expect(within(record).queryByText(/Account alert/)).toBeNull();
  },
};

export const FlaggedWithAlert: Story = {
  args: { customer: flagged },
  play: async ({ canvasElement }) => {
    const record = await drawer(canvasElement);
    await expect(within(record).getByText(/^Account alert: flagged account/)).toBeVisible();
    await expect(field(record, 'Status')).toHaveTextContent(/flagged/i);
    await expect(field(record, 'Verified buyer')).toHaveTextContent('No');
    await expect(within(record).getByText('Several delivery disputes; check before refunds.')).toBeVisible();
  },
};

export const NoOrdersYet: Story = {
  args: { customer: newcomer },
  play: async ({ canvasElement }) => {
    const record = await drawer(canvasElement);
    await expect(field(record, 'Last order')).toHaveTextContent('No orders yet');
    await expect(within(record).getByText('None yet')).toBeVisible();
    await expect(within(record).getByText('No notes')).toBeVisible();
  },
};

export const ClosesWithTheKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const record = await drawer(canvasElement);
    // Focus starts inside the drawer and Tab stays there.
    await dialogHasFocus(record);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(args.onClose).toHaveBeenCalled());
  },
};

export const Closed: Story = {
  args: { open: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).toBeNull();
  },
};

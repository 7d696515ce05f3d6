import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { LogoutButton } from '../../../src/features/staff-auth/LogoutButton';
import { currentStaffRole, startStaffSession } from '../../../src/features/staff-auth/staffSession';
import { storyLocation } from '../../support/storyLocation';
import { screenshotBeforeLeaving } from '../../support/screenshotBeforeLeaving';

const storedCart = JSON.stringify({ lines: [{ id: 'p01', type: 'product', quantity: 1 }], bundles: [] });
const storedCredentials = JSON.stringify({ username: 'service-desk', salt: '00'.repeat(16), hash: 'ab'.repeat(32) });

const meta = {
  title: 'Features/StaffAuth/LogoutButton',
  component: LogoutButton,
  args: { staffRole: 'csm' },
  parameters: { router: { route: '/admin-dashboard/:role', path: '/admin-dashboard/csm' } },
  beforeEach() {
    startStaffSession('csm');
    // Things a logout must leave alone: the shopper's cart and a changed csm login.
    localStorage.setItem('cart', storedCart);
    localStorage.setItem('csm-credentials', storedCredentials);
  },
} satisfies Meta<typeof LogoutButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const LoggedIn: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Logout' });
    await expect(button).toBeEnabled();
    await expect(currentStaffRole()).toBe('csm');
  },
};

export const CustomerServiceLogout: Story = {
  play: async ({ canvasElement }) => {
    await screenshotBeforeLeaving();
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Logout' }));
    // Back to the csm login, with the session gone and nothing else touched.
    await waitFor(() => expect(storyLocation(canvasElement)).toBe('/admin?role=csm'));
    await expect(localStorage.getItem('isAdmin')).toBeNull();
    await expect(localStorage.getItem('staffRole')).toBeNull();
    await expect(currentStaffRole()).toBeNull();
    await expect(localStorage.getItem('cart')).toBe(storedCart);
    await expect(localStorage.getItem('csm-credentials')).toBe(storedCredentials);
  },
};

export const AdministratorLogoutByKeyboard: Story = {
  args: { staffRole: 'adm' },
  parameters: { router: { route: '/admin-dashboard/:role', path: '/admin-dashboard/adm' } },
  beforeEach() {
    startStaffSession('adm');
  },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'Logout' })).toHaveFocus();
    await screenshotBeforeLeaving();
    await userEvent.keyboard('{Enter}');
    // The adm login is /admin with no role parameter (adm is the default).
    await waitFor(() => expect(storyLocation(canvasElement)).toBe('/admin'));
    await expect(currentStaffRole()).toBeNull();
  },
};

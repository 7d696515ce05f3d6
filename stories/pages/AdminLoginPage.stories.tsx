import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import AdminLoginPage, { loader } from '../../src/pages/AdminLoginPage';
import { startStaffSession } from '../../src/features/staff-auth/staffSession';
import { expectPageHeading } from '../support/expectHeading';
import { storyLocation } from '../support/storyLocation';
import { mobileViewport } from '../support/viewports';
import { expectPhoneLayout } from '../support/layout';

const meta = {
  title: 'Pages/AdminLoginPage',
  component: AdminLoginPage,
  parameters: { page: true, router: { route: '/admin', path: '/admin', loader } },
} satisfies Meta<typeof AdminLoginPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The card fits its form (it was about 1050 px wide around a 430 px form). */
export const CommandBridge: Story = {
  play: async (context) => {
    await expectPageHeading('Command Bridge Access')(context);
    const form = within(context.canvasElement).getByRole('form', { name: 'Staff login' });
    const card = form.closest('.chakra-card__root');
    await expect(card?.getBoundingClientRect().width).toBeLessThanOrEqual(form.getBoundingClientRect().width + 80);
  },
};

/** On a phone: the show-password button and both secondary buttons are full 44 px targets. */
export const CommandBridgeMobile: Story = {
  globals: mobileViewport,
  play: async (context) => {
    await expectPageHeading('Command Bridge Access')(context);
    const canvas = within(context.canvasElement);
    await expect(canvas.getByRole('link', { name: 'Customer Service Login' }).getBoundingClientRect().height).toBe(44);
    await expectPhoneLayout(context.canvasElement);
  },
};

export const CustomerService: Story = {
  parameters: { router: { route: '/admin', path: '/admin?role=csm', loader } },
  play: expectPageHeading('Customer Service Access'),
};

export const CustomerServiceMobile: Story = {
  parameters: { router: { route: '/admin', path: '/admin?role=csm', loader } },
  globals: mobileViewport,
  play: ({ canvasElement }) => expectPhoneLayout(canvasElement),
};

export const AccessDenied: Story = {
  parameters: { router: { route: '/admin', path: '/admin?role=csm&denied=1', loader } },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(within(canvasElement.ownerDocument.body).getByText('Admin access required')).toBeVisible(),
    );
    await waitFor(() => expect(storyLocation(canvasElement)).toBe('/admin?role=csm'));
  },
};

export const ExistingSessionSkipsTheLogin: Story = {
  tags: ['no-visual'],
  beforeEach() {
    startStaffSession('csm');
  },
  parameters: { router: { route: '/admin', path: '/admin?role=csm', loader } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(storyLocation(canvasElement)).toBe('/admin-dashboard/csm'));
  },
};

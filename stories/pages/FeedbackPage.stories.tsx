import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import FeedbackPage, { loader } from '../../src/pages/FeedbackPage';
import { startStaffSession } from '../../src/features/staff-auth/staffSession';
import { expectPageHeading } from '../support/expectHeading';
import { storyLocation } from '../support/storyLocation';
import { mobileViewport } from '../support/viewports';
import { expectPhoneLayout } from '../support/layout';
import { withStaffDates } from '../support/staffDates';

const meta = {
  title: 'Pages/FeedbackPage',
  component: FeedbackPage,
  decorators: [withStaffDates],
  parameters: { page: true, router: { route: '/feedback', path: '/feedback', loader } },
} satisfies Meta<typeof FeedbackPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  beforeEach() {
    startStaffSession('csm');
  },
  play: expectPageHeading('Customer Feedback Management'),
};

export const Mobile: Story = {
  beforeEach() {
    startStaffSession('csm');
  },
  globals: mobileViewport,
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('button', { name: 'Show more reviews' });
    await expectPhoneLayout(canvasElement);
  },
};

export const NeedsACsmSession: Story = {
  tags: ['no-visual'],
  beforeEach() {
    startStaffSession('adm');
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(storyLocation(canvasElement)).toBe('/admin?role=csm&denied=1'));
  },
};

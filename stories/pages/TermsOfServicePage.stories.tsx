import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { expectPageHeading } from '../support/expectHeading';
import { expectPhoneLayout } from '../support/layout';
import { mobileViewport } from '../support/viewports';
import TermsOfServicePage from '../../src/pages/TermsOfServicePage';

const meta = {
  title: 'Pages/TermsOfServicePage',
  component: TermsOfServicePage,
  parameters: { page: true, router: { route: '/terms-of-service', path: '/terms-of-service' } },
} satisfies Meta<typeof TermsOfServicePage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async (context) => {
    await expectPageHeading('Terms of Service')(context);
    const canvas = within(context.canvasElement);
    const sections = [
      'Acceptance',
      'User Responsibilities',
      'Product Terms',
      'Intellectual Property',
      'Limitation of Liability',
      'Updates',
    ];
    for (const name of sections) await expect(canvas.getByRole('heading', { level: 2, name })).toBeVisible();
    await expect(canvas.getByText(/All purchases are final and non-refundable/)).toBeVisible();
    await expect(canvas.getByText('We may limit or cancel orders.')).toBeVisible();
  },
};

/** On a phone: one column, link cards and buttons as 44 px targets, nothing wider than the screen. */
export const Mobile: Story = {
  globals: mobileViewport,
  play: async (context) => {
    await expectPageHeading('Terms of Service')(context);
    await expectPhoneLayout(context.canvasElement);
  },
};

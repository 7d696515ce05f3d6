import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { expectPageHeading } from '../support/expectHeading';
import { expectPhoneLayout } from '../support/layout';
import { mobileViewport } from '../support/viewports';
import PrivacyPolicyPage from '../../src/pages/PrivacyPolicyPage';

const meta = {
  title: 'Pages/PrivacyPolicyPage',
  component: PrivacyPolicyPage,
  parameters: { page: true, router: { route: '/privacy-policy', path: '/privacy-policy' } },
} satisfies Meta<typeof PrivacyPolicyPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async (context) => {
    await expectPageHeading('Privacy Policy')(context);
    const canvas = within(context.canvasElement);
    for (const name of ['Information Collection', 'Data Security', 'Information Usage', 'Your Rights', 'Contact Us']) {
      await expect(canvas.getByRole('heading', { level: 2, name })).toBeVisible();
    }
    // DECISIONS.md 2026-11-26: an e-mail address on a content page is a selectable mailto: link.
    const email = canvas.getByRole('link', { name: 'privacy@cryptovault.example' });
    await expect(email).toHaveAttribute('href', 'mailto:privacy@cryptovault.example');
    await expect(email).toHaveAttribute('data-copyable');
  },
};

/** On a phone: one column, link cards and buttons as 44 px targets, nothing wider than the screen. */
export const Mobile: Story = {
  globals: mobileViewport,
  play: async (context) => {
    await expectPageHeading('Privacy Policy')(context);
    await expectPhoneLayout(context.canvasElement);
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { expectPageHeading } from '../support/expectHeading';
import { expectPhoneLayout } from '../support/layout';
import { mobileViewport } from '../support/viewports';
import E2eEncryptionPage from '../../src/pages/E2eEncryptionPage';

const meta = {
  title: 'Pages/E2eEncryptionPage',
  component: E2eEncryptionPage,
  parameters: { page: true, router: { route: '/e2e-encryption', path: '/e2e-encryption' } },
} satisfies Meta<typeof E2eEncryptionPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async (context) => {
    await expectPageHeading('End-to-End Encryption')(context);
    const canvas = within(context.canvasElement);
    await expect(within(canvas.getByRole('main')).getByRole('link', { name: 'All Security Features' })).toHaveAttribute(
      'href',
      '/security',
    );
  },
};

/** On a phone: one column, link cards and buttons as 44 px targets, nothing wider than the screen. */
export const Mobile: Story = {
  globals: mobileViewport,
  play: async (context) => {
    await expectPageHeading('End-to-End Encryption')(context);
    await expectPhoneLayout(context.canvasElement);
  },
};

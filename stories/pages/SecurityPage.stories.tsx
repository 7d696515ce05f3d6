import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storyLocation } from '../support/storyLocation';
import { expectPageHeading } from '../support/expectHeading';
import SecurityPage from '../../src/pages/SecurityPage';
import { mobileViewport } from '../support/viewports';
import { expectPhoneLayout } from '../support/layout';
import { screenshotBeforeLeaving } from '../support/screenshotBeforeLeaving';

const meta = {
  title: 'Pages/SecurityPage',
  component: SecurityPage,
  parameters: { page: true, router: { route: '/security', path: '/security' } },
} satisfies Meta<typeof SecurityPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async (context) => {
    await expectPageHeading('Security')(context);
    const canvas = within(context.canvasElement);
    const anonymity = within(canvas.getByRole('region', { name: 'Complete Anonymity' }));
    for (const [name, href] of [
      ['End-to-End Encryption', '/e2e-encryption'],
      ['Discreet Payments', '/discreet-payments'],
      ['Discreet Shipping', '/discreet-shipping'],
    ]) {
      await expect(anonymity.getByRole('link', { name })).toHaveAttribute('href', href);
    }
  },
};

export const OpensAnAnonymityPage: Story = {
  play: async ({ canvasElement }) => {
    const anonymity = within(within(canvasElement).getByRole('region', { name: 'Complete Anonymity' }));
    await screenshotBeforeLeaving();
    await userEvent.click(anonymity.getByRole('link', { name: 'Discreet Shipping' }));
    await waitFor(() => expect(storyLocation(canvasElement)).toBe('/discreet-shipping'));
  },
};

export const Mobile: Story = {
  globals: mobileViewport,
  play: async (context) => {
    await expectPageHeading('Security')(context);
    await expectPhoneLayout(context.canvasElement);
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SiteFooter } from '../../../src/features/site-chrome/SiteFooter';
import { storyLocation } from '../../support/storyLocation';
import { mobileViewport } from '../../support/viewports';

const meta = {
  title: 'Features/SiteChrome/SiteFooter',
  component: SiteFooter,
  parameters: { page: true },
} satisfies Meta<typeof SiteFooter>;
export default meta;
type Story = StoryObj<typeof meta>;

const expectedColumns: Record<string, [string, string][]> = {
  'Quick Links': [
    ['Browse Products', '/products'],
    ['Product Bundles', '/bundles'],
    ['New Releases', '/coming-soon'],
    ['Features', '/features'],
  ],
  Security: [
    ['End-to-End Encryption', '/e2e-encryption'],
    ['Discreet Payments', '/discreet-payments'],
    ['Discreet Shipping', '/discreet-shipping'],
    ['All Security Features', '/security'],
  ],
  Legal: [
    ['Privacy Policy', '/privacy-policy'],
    ['Terms of Service', '/terms-of-service'],
    ['Shipping Policy', '/shipping-policy'],
  ],
};

export const Desktop: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const [column, links] of Object.entries(expectedColumns)) {
      const nav = canvas.getByRole('navigation', { name: column });
      const found = within(nav)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]);
      await expect(found).toEqual(links);
    }
    await expect(canvas.getByRole('heading', { name: 'Connect' })).toBeVisible();
    // Social placeholders have no target: they are labelled images, never links.
    await expect(canvas.getByRole('img', { name: 'Community chat (coming soon)' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: /coming soon/ })).toBeNull();
    await expect(canvas.getByText('End-to-end encrypted | Military-grade security')).toBeVisible();
    await expect(canvas.getByText('© 2026 CryptoVault')).toBeVisible();
  },
};

export const AdministratorPanel: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Administrator Panel' });
    await expect(link.querySelector('svg')).not.toBeNull();
    await userEvent.click(link);
    await waitFor(() => expect(storyLocation(canvasElement)).toBe('/admin'));
  },
};

export const Mobile: Story = {
  globals: mobileViewport,
};

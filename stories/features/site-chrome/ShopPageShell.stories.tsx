import type { Meta, StoryObj } from '@storybook/react-vite';
import { Text } from '@chakra-ui/react';
import { expect, within } from 'storybook/test';
import { ShopPageShell } from '../../../src/features/site-chrome/ShopPageShell';
import { mobileViewport } from '../../support/viewports';

const meta = {
  title: 'Features/SiteChrome/ShopPageShell',
  component: ShopPageShell,
  parameters: { page: true },
  args: {
    title: 'Privacy Policy',
    subtitle: 'How we handle the little data we keep.',
    children: <Text>Page content sits in the content card, between the shared nav bar and footer.</Text>,
  },
} satisfies Meta<typeof ShopPageShell>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await expect(canvas.getByRole('contentinfo')).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: mobileViewport,
};

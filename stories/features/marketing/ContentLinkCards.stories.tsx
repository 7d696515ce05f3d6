import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ContentLinkCards } from '../../../src/features/marketing/ContentLinkCards';
import { anonymityLinks } from '../../../src/features/marketing/anonymityPages';
import { featureLinks } from '../../../src/features/marketing/featurePages';
import { storyLocation } from '../../support/storyLocation';
import { mobileViewport } from '../../support/viewports';

const meta = {
  title: 'Features/Marketing/ContentLinkCards',
  component: ContentLinkCards,
  args: { links: anonymityLinks },
} satisfies Meta<typeof ContentLinkCards>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ThreeCards: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('article')).toHaveLength(3);
  },
};

export const FourCards: Story = { args: { links: featureLinks } };

export const OneCard: Story = {
  args: { links: [{ to: '/refund-policy', title: 'Refund Policy', description: 'When and how we refund an order.' }] },
};

/** The card's title is its link (its overlay stretches over the whole card for pointer users). */
export const CardOpensItsPage: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('link', { name: 'Discreet Shipping' }));
    await waitFor(() => expect(storyLocation(canvasElement)).toBe('/discreet-shipping'));
  },
};

export const Mobile: Story = { globals: mobileViewport };

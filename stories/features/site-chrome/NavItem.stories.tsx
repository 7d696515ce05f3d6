import type { Meta, StoryObj } from '@storybook/react-vite';
import { HStack } from '@chakra-ui/react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { NavItem } from '../../../src/features/site-chrome/NavItem';
import { mainLinks } from '../../../src/features/site-chrome/siteLinks';
import { storyLocation } from '../../support/storyLocation';

const meta = {
  title: 'Features/SiteChrome/NavItem',
  component: NavItem,
  args: { link: { label: 'Products', to: '/products' }, onNavigate: fn() },
  // A row of the main links, the way the nav bar sets them, so the current one stands out.
  render: (args) => (
    <HStack as="nav" aria-label="Main" gap="2">
      {mainLinks.map((link) => (
        <NavItem key={link.to} link={link} onNavigate={link.to === args.link.to ? args.onNavigate : undefined} />
      ))}
    </HStack>
  ),
} satisfies Meta<typeof NavItem>;
export default meta;
type Story = StoryObj<typeof meta>;

const link = (canvasElement: HTMLElement, name: string) => within(canvasElement).getByRole('link', { name });
const colour = (element: Element) => getComputedStyle(element).color;
const underline = (element: Element) => getComputedStyle(element).textDecorationLine;

export const HomeIsCurrentOnlyAtTheRoot: Story = {
  parameters: { router: { path: '/' } },
  play: async ({ canvasElement }) => {
    await expect(link(canvasElement, 'Home')).toHaveAttribute('aria-current', 'page');
    for (const name of ['Products', 'How It Works', 'Security', 'Features']) {
      await expect(link(canvasElement, name)).not.toHaveAttribute('aria-current');
    }
    // The current link is drawn in the accent colour, the others muted.
    await expect(colour(link(canvasElement, 'Home'))).not.toBe(colour(link(canvasElement, 'Products')));
    await expect(colour(link(canvasElement, 'Products'))).toBe(colour(link(canvasElement, 'Security')));
    // Not by colour alone (WCAG 1.4.1): only the current link is underlined.
    await expect(underline(link(canvasElement, 'Home'))).toBe('underline');
    await expect(underline(link(canvasElement, 'Products'))).toBe('none');
  },
};

export const SectionStaysCurrentOnItsSubpages: Story = {
  // On a product's page, Products is still the current section, and Home (exact match) is not.
  parameters: { router: { path: '/products/p03' } },
  play: async ({ canvasElement }) => {
    await expect(link(canvasElement, 'Products')).toHaveAttribute('aria-current', 'page');
    await expect(link(canvasElement, 'Home')).not.toHaveAttribute('aria-current');
    await expect(colour(link(canvasElement, 'Products'))).not.toBe(colour(link(canvasElement, 'Home')));
  },
};

export const NoCurrentLinkElsewhere: Story = {
  parameters: { router: { path: '/cart' } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement)
        .getAllByRole('link')
        .filter((item) => item.hasAttribute('aria-current')),
    ).toHaveLength(0);
  },
};

export const ClickNavigatesAndTellsTheOwner: Story = {
  parameters: { router: { path: '/' } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(link(canvasElement, 'Products'));
    await waitFor(() => expect(storyLocation(canvasElement)).toBe('/products'));
    await waitFor(() => expect(link(canvasElement, 'Products')).toHaveAttribute('aria-current', 'page'));
    await expect(link(canvasElement, 'Home')).not.toHaveAttribute('aria-current');
    // The mobile drawer closes itself on this call.
    await expect(args.onNavigate).toHaveBeenCalledTimes(1);
  },
};

export const KeyboardFocusAndEnter: Story = {
  parameters: { router: { path: '/' } },
  args: { link: { label: 'Security', to: '/security' } },
  play: async ({ canvasElement, args }) => {
    const security = link(canvasElement, 'Security');
    for (let i = 0; i < 4; i++) await userEvent.tab();
    await expect(security).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(storyLocation(canvasElement)).toBe('/security'));
    await expect(args.onNavigate).toHaveBeenCalledTimes(1);
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box, Button } from '@chakra-ui/react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { NavBar } from '../../../src/features/site-chrome/NavBar';
import { advanceClock } from '../../support/storyClock';
import { storyLocation } from '../../support/storyLocation';
import { mobileViewport } from '../../support/viewports';

/** The nav bar over a long page, so it can be scrolled past its 50 px threshold. */
function WithLongPage({ cartSlot }: { cartSlot?: React.ReactNode }) {
  return (
    <>
      <NavBar cartSlot={cartSlot} />
      <Box height="2400px" padding="8" color="fg.muted">
        Page content
      </Box>
    </>
  );
}

const meta = {
  title: 'Features/SiteChrome/NavBar',
  component: NavBar,
  parameters: { page: true },
  render: (args) => <WithLongPage {...args} />,
} satisfies Meta<typeof NavBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AtTop: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Main' });
    const names = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    await expect(names).toEqual(['Home', 'Products', 'How It Works', 'Security', 'Features']);
    await expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await expect(canvasElement.querySelector('header')).not.toHaveAttribute('data-opaque');
  },
};

export const OpaqueAfterFiftyPixels: Story = {
  play: async ({ canvasElement }) => {
    const header = canvasElement.querySelector('header') as HTMLElement;
    // Judged once the app has heard the scroll and drawn what it made of it.
    const heard = new Promise((resolve) => window.addEventListener('scroll', resolve, { once: true }));
    window.scrollTo(0, 50);
    await heard;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    await expect(header).not.toHaveAttribute('data-opaque');
    window.scrollTo(0, 51);
    await waitFor(() => expect(header).toHaveAttribute('data-opaque'));
    window.scrollTo(0, 0);
    await waitFor(() => expect(header).not.toHaveAttribute('data-opaque'));
    window.scrollTo(0, 400);
    await waitFor(() => expect(header).toHaveAttribute('data-opaque'));
  },
};

export const LogoOnHomeScrollsToTop: Story = {
  play: async ({ canvasElement }) => {
    window.scrollTo(0, 600);
    await userEvent.click(within(canvasElement).getByRole('link', { name: 'CryptoVault home' }));
    await waitFor(() => expect(window.scrollY).toBe(0));
    await expect(storyLocation(canvasElement)).toBe('/');
  },
};

export const LogoElsewhereGoesHomeThenScrolls: Story = {
  parameters: { router: { path: '/products' } },
  play: async (context) => {
    const { canvasElement } = context;
    const nav = within(canvasElement).getByRole('navigation', { name: 'Main' });
    await expect(within(nav).getByRole('link', { name: 'Products' })).toHaveAttribute('aria-current', 'page');
    window.scrollTo(0, 600);
    await userEvent.click(within(canvasElement).getByRole('link', { name: 'CryptoVault home' }));
    await waitFor(() => expect(storyLocation(canvasElement)).toBe('/'));
    // The scroll waits 100 ms for the home page to render.
    await advanceClock(context, 99);
    await expect(window.scrollY).toBe(600);
    await advanceClock(context, 1);
    await waitFor(() => expect(window.scrollY).toBe(0));
  },
};

export const WithCartSlot: Story = {
  args: { cartSlot: <Button variant="outline">Secure Checkout</Button> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Secure Checkout' })).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: mobileViewport,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The inline links give way to the menu button: they are hidden from sight and from screen readers.
    await expect(canvas.queryByRole('navigation', { name: 'Main' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Open menu' })).toBeVisible();
  },
};

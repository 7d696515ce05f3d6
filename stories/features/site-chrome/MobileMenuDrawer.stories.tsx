import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '@chakra-ui/react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import MobileMenuDrawer from '../../../src/features/site-chrome/MobileMenuDrawer';
import { storyLocation } from '../../support/storyLocation';
import { useHeldValue } from '../../support/heldValue';
import { desktopViewport, mobileViewport } from '../../support/viewports';
import { animationsSettled } from '../../support/animationsSettled';
import { dialogHasFocus } from '../../support/dialogHasFocus';

/** Holds the drawer's open state as MobileMenu does, with a plain button to open it again. */
function Controlled({ open: initiallyOpen }: { open: boolean }) {
  const { value: open, onChange: setOpen } = useHeldValue({ value: initiallyOpen });
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        Menu closed
      </Button>
      <MobileMenuDrawer open={open} onOpenChange={setOpen} />
    </>
  );
}

const meta = {
  title: 'Features/SiteChrome/MobileMenuDrawer',
  component: MobileMenuDrawer,
  args: { open: true, onOpenChange: () => undefined },
  render: (args) => <Controlled open={args.open} />,
  globals: mobileViewport,
} satisfies Meta<typeof MobileMenuDrawer>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const drawer = async (canvasElement: HTMLElement) =>
  within(await page(canvasElement).findByRole('dialog', { name: 'Menu' }));

export const Closed: Story = {
  args: { open: false },
  play: async ({ canvasElement }) => {
    await expect(page(canvasElement).queryByRole('dialog')).toBeNull();
    await expect(page(canvasElement).queryByRole('navigation', { name: 'Mobile' })).toBeNull();
  },
};

export const OpenOnThePaymentsPage: Story = {
  parameters: { router: { path: '/discreet-payments' } },
  play: async ({ canvasElement }) => {
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Menu' });
    const nav = within(within(dialog).getByRole('navigation', { name: 'Mobile' }));
    await expect(nav.getAllByRole('link')).toHaveLength(12);
    await expect(nav.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Complete Anonymity',
      'Our Features',
    ]);
    // The page the visitor is on is marked, in its group, and nothing else is.
    await expect(nav.getByRole('link', { name: 'Discreet Payments' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getAllByRole('link').filter((link) => link.hasAttribute('aria-current'))).toHaveLength(1);
    // The drawer takes the focus when it opens, and the page behind drops out of reach.
    await dialogHasFocus(dialog);
    await expect(within(canvasElement).queryByRole('button', { name: 'Menu closed' })).toBeNull();
  },
};

export const FocusStaysInside: Story = {
  tags: ['no-visual'],
  play: async ({ canvasElement }) => {
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Menu' });
    // A user's first Tab comes after the drawer has taken the focus.
    await dialogHasFocus(dialog);
    // Thirteen stops (twelve links and the close button), then round again, never out to the page.
    for (let i = 0; i < 15; i++) {
      await userEvent.tab();
      await expect(dialog.contains(document.activeElement)).toBe(true);
    }
  },
};

export const CloseButtonCloses: Story = {
  tags: ['no-visual'],
  play: async ({ canvasElement }) => {
    const menu = await drawer(canvasElement);
    await userEvent.click(menu.getByRole('button', { name: 'Close menu' }));
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog', { name: 'Menu' })).toBeNull());
    await expect(storyLocation(canvasElement)).toBe('/');
  },
};

export const LinkNavigatesAndCloses: Story = {
  tags: ['no-visual'],
  play: async ({ canvasElement }) => {
    const menu = await drawer(canvasElement);
    await userEvent.click(menu.getByRole('link', { name: 'Quality Control' }));
    await waitFor(() => expect(storyLocation(canvasElement)).toBe('/quality-control'));
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog', { name: 'Menu' })).toBeNull());
    // Opened again, it marks the page the visitor went to.
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Menu closed' }));
    await expect((await drawer(canvasElement)).getByRole('link', { name: 'Quality Control' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const Desktop: Story = {
  globals: desktopViewport,
  play: async ({ canvasElement }) => {
    // Only phones open it, but on a wide screen it is still a narrow panel on the right.
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Menu' });
    await animationsSettled(canvasElement.ownerDocument);
    const box = dialog.getBoundingClientRect();
    await expect(box.right).toBe(canvasElement.ownerDocument.documentElement.clientWidth);
    await expect(box.width).toBeLessThan(500);
  },
};

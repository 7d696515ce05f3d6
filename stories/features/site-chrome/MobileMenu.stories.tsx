import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { MobileMenu } from '../../../src/features/site-chrome/MobileMenu';
import { storyLocation } from '../../support/storyLocation';
import { mobileViewport } from '../../support/viewports';
import { animationsSettled } from '../../support/animationsSettled';
import { dialogHasFocus } from '../../support/dialogHasFocus';
import { focused, listenWithScreenReader } from '../../support/screenReader';

const meta = {
  title: 'Features/SiteChrome/MobileMenu',
  component: MobileMenu,
  globals: mobileViewport,
} satisfies Meta<typeof MobileMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

const linkNames = (region: HTMLElement) =>
  within(region)
    .getAllByRole('link')
    .map((link) => link.textContent);

export const Closed: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Open menu' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  },
};

export const OpenWithGroups: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open menu' }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Menu' });
    await animationsSettled(canvasElement.ownerDocument);
    const menu = within(dialog);

    await expect(linkNames(menu.getByRole('region', { name: 'Complete Anonymity' }))).toEqual([
      'End-to-End Encryption',
      'Discreet Payments',
      'Discreet Shipping',
    ]);
    await expect(linkNames(menu.getByRole('region', { name: 'Our Features' }))).toEqual([
      'Factory Direct',
      'Pure Products',
      'Quality Control',
      'Delivery Guarantee',
    ]);
    for (const name of ['Home', 'Products', 'How It Works', 'Security', 'Features']) {
      await expect(menu.getByRole('link', { name })).toBeVisible();
    }
  },
};

export const LinkNavigatesAndCloses: Story = {
  tags: ['no-visual'],
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open menu' }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Menu' });
    await userEvent.click(within(dialog).getByRole('link', { name: 'Discreet Shipping' }));
    await waitFor(() => expect(storyLocation(canvasElement)).toBe('/discreet-shipping'));
    await waitFor(() => expect(body.queryByRole('dialog', { name: 'Menu' })).toBeNull());
  },
};

export const ClosesWithEscape: Story = {
  tags: ['no-visual'],
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Open menu' });
    await userEvent.click(button);
    const body = within(canvasElement.ownerDocument.body);
    await dialogHasFocus(await body.findByRole('dialog', { name: 'Menu' }));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog', { name: 'Menu' })).toBeNull());
    await waitFor(() => expect(button).toHaveFocus());
  },
};

/** Opened by keyboard: the focus goes into the menu and its name is heard; Escape gives it back to the button. */
export const OpenAndCloseWithScreenReader: Story = {
  tags: ['no-visual', '!autodocs'],
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Open menu' });
    const body = within(canvasElement.ownerDocument.body);
    await listenWithScreenReader(canvasElement.ownerDocument.body, async (reader) => {
      button.focus();
      await reader.heard('button, Open menu');
      await userEvent.keyboard('{Enter}');
      const dialog = await body.findByRole('dialog', { name: 'Menu' });
      await dialogHasFocus(dialog);
      await animationsSettled(canvasElement.ownerDocument);
      await expect(dialog.contains(focused(canvasElement))).toBe(true);
      await reader.heard('dialog, Menu');
      await reader.heard('link, Home');
      await reader.clear();
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(body.queryByRole('dialog', { name: 'Menu' })).toBeNull());
      await waitFor(() => expect(button).toHaveFocus());
      await reader.heard('button, Open menu, not expanded');
    });
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { mobileViewport } from '../support/viewports';
import { RouteErrorPage } from '../../src/app/RouteErrorPage';

/** The route throws in its loader; the router shows RouteErrorPage in its place. */
const meta = {
  title: 'App/RouteErrorPage',
  component: RouteErrorPage,
  parameters: { page: true },
  render: () => <p>The route rendered, so nothing went wrong.</p>,
} satisfies Meta<typeof RouteErrorPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ThrownError: Story = {
  parameters: {
    router: {
      route: '/broken',
      ErrorBoundary: RouteErrorPage,
      loader: () => {
        throw new Error('The order list could not be read');
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Unexpected Application Error!' })).toBeVisible();
    await expect(canvas.getByText('The order list could not be read')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Reload' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  },
};

export const ErrorResponse: Story = {
  parameters: {
    router: {
      route: '/broken',
      ErrorBoundary: RouteErrorPage,
      loader: () => {
        throw new Response(null, { status: 503, statusText: 'Service Unavailable' });
      },
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('503 Service Unavailable')).toBeVisible();
  },
};

const reload = fn();

/** The page's code did not arrive (a new deployment removed it, or the network dropped it). */
export const ChunkLoadFailed: Story = {
  parameters: {
    router: {
      route: '/broken',
      ErrorBoundary: () => <RouteErrorPage onReload={reload} />,
      loader: () => {
        throw new TypeError('Failed to fetch dynamically imported module: https://shop.test/assets/CartPage-1a2b3c.js');
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'This page could not be loaded' })).toBeVisible();
    await expect(canvas.getByText('Part of the site did not arrive')).toBeVisible();
    await expect(canvas.queryByText(/dynamically imported module/)).toBeNull();
    reload.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: 'Reload' }));
    await expect(reload).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  },
};

const reloadWhenOnline = fn();
let browserOnline = true;

/** What the browser says about its network, for the story: `navigator.onLine` and its events. */
function pretendOffline() {
  browserOnline = false;
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => browserOnline });
  window.dispatchEvent(new Event('offline'));
  return () => {
    delete (navigator as unknown as { onLine?: boolean }).onLine;
  };
}

const offlineChunkFailure = {
  router: {
    route: '/how-it-works',
    ErrorBoundary: () => <RouteErrorPage onReload={reloadWhenOnline} />,
    loader: () => {
      throw new TypeError(
        'Failed to fetch dynamically imported module: https://shop.test/assets/HowItWorksPage-1a2b3c.js',
      );
    },
  },
};

/**
 * Offline, a page whose code is not loaded yet: no automatic reload (it would end on the browser's
 * own error page), a screen that says why, and a retry by itself once the browser is back online.
 */
export const Offline: Story = {
  parameters: offlineChunkFailure,
  beforeEach: pretendOffline,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    reloadWhenOnline.mockClear();
    await expect(await canvas.findByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
    await expect(canvas.getByText('This page needs a connection')).toBeVisible();
    await expect(canvas.getByText(/open by itself as soon as the connection is back/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Reload' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    await expect(reloadWhenOnline).not.toHaveBeenCalled();
  },
};

export const OfflinePhone: Story = {
  ...Offline,
  globals: mobileViewport,
};

export const BackOnlineRetries: Story = {
  ...Offline,
  tags: ['no-visual', '!autodocs'],
  play: async (context) => {
    await Offline.play?.(context);
    const canvas = within(context.canvasElement);
    browserOnline = true;
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(reloadWhenOnline).toHaveBeenCalledTimes(1));
    await expect(canvas.getByText('Back online: loading the page…')).toBeVisible();
  },
};

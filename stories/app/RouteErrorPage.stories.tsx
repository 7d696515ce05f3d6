import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
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

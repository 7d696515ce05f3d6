import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
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
        throw new Error('Failed to fetch dynamically imported module');
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Unexpected Application Error!' })).toBeVisible();
    await expect(canvas.getByText('Failed to fetch dynamically imported module')).toBeVisible();
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

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { RouteLoading } from '../../src/app/RouteLoading';
import { mobileViewport } from '../support/viewports';

const meta = {
  title: 'App/RouteLoading',
  component: RouteLoading,
  parameters: { page: true },
} satisfies Meta<typeof RouteLoading>;
export default meta;
type Story = StoryObj<typeof meta>;

/** What a slow connection shows while a route's chunk arrives: never a blank page. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent('Loading…');
    await expect(status).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: mobileViewport,
};

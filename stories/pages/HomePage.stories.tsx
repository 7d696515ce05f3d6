import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import HomePage from '../../src/pages/HomePage';
import { storyLocation } from '../support/storyLocation';

const meta = {
  title: 'Pages/HomePage',
  component: HomePage,
  parameters: { page: true, router: { route: '/', path: '/' } },
} satisfies Meta<typeof HomePage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(within(canvasElement).getByRole('main'));
    await expect(canvas.getByText('Highest quality. Fastest delivery. Strongest security.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'View Bundles' })).toHaveAttribute('href', '/bundles');
    await userEvent.click(canvas.getByRole('link', { name: 'Browse Products' }));
    await waitFor(() => expect(storyLocation(canvasElement)).toBe('/products'));
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

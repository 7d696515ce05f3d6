import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import NotFoundPage from '../../src/pages/NotFoundPage';
import { storyLocation } from '../support/storyLocation';
import { mobileViewport } from '../support/viewports';
import { expectPhoneLayout } from '../support/layout';

const meta = {
  title: 'Pages/NotFoundPage',
  component: NotFoundPage,
  parameters: { page: true, router: { path: '/no/such/page' } },
  beforeEach() {
    const warn = spyOn(console, 'warn').mockImplementation(() => {});
    return () => warn.mockRestore();
  },
} satisfies Meta<typeof NotFoundPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    // Said once: the state below the heading says what it means instead of repeating it.
    await expect(canvas.getAllByText('Page Not Found')).toHaveLength(1);
    await expect(canvas.getByText("The page you are looking for doesn't exist or has been moved.")).toBeVisible();
    // Logged from an effect, which React's production build may run just after the play starts.
    await waitFor(() => expect(console.warn).toHaveBeenCalledWith('404: no page at /no/such/page'));
    await userEvent.click(canvas.getByRole('link', { name: 'Back to Home' }));
    await waitFor(() => expect(storyLocation(canvasElement)).toBe('/'));
  },
};

export const Mobile: Story = {
  globals: mobileViewport,
  play: ({ canvasElement }) => expectPhoneLayout(canvasElement),
};

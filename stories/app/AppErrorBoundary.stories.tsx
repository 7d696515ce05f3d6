import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AppErrorBoundary } from '../../src/app/AppErrorBoundary';

function Crashing(): never {
  throw new Error('A provider failed to start');
}

/** The boundary above every provider: its screen must work with none of them. */
const meta = {
  title: 'App/AppErrorBoundary',
  component: AppErrorBoundary,
  parameters: { page: true },
  args: { onReload: fn(), children: <p>The app rendered.</p> },
} satisfies Meta<typeof AppErrorBoundary>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Working: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('The app rendered.')).toBeVisible();
  },
};

export const Crashed: Story = {
  args: { children: <Crashing /> },
  beforeEach() {
    // React reports the caught error on the console; the story expects it.
    const original = console.error;
    console.error = () => undefined;
    return () => {
      console.error = original;
    };
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Reload' }));
    await expect(args.onReload).toHaveBeenCalledTimes(1);
  },
};

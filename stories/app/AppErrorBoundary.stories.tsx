import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AppErrorBoundary } from '../../src/app/AppErrorBoundary';
import { expectPhoneLayout } from '../support/layout';
import { mobileViewport } from '../support/viewports';

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

/** Most shoppers are on phones: the crash screen fits 390 px, its Reload a full-size target. */
export const CrashedMobile: Story = {
  ...Crashed,
  globals: mobileViewport,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Reload' })).toBeVisible();
    await expectPhoneLayout(canvasElement);
  },
};

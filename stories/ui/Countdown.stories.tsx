import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { Countdown } from '../../src/ui/Countdown';
import { advanceClock, storyClock } from '../support/storyClock';
import { mobileViewport } from '../support/viewports';

const meta = {
  title: 'UI/Countdown',
  component: Countdown,
  parameters: {
    runtime: { now: '2026-11-21T12:00:00Z' },
    docs: {
      description: {
        component:
          'Days, hours, minutes and seconds to a moment, ticking every second from the injected clock and stopping at zero. Used by the Coming Soon launch countdown.',
      },
    },
  },
  args: { target: Date.parse('2026-11-28T23:59:59Z'), label: 'Launch in' },
  argTypes: {
    target: { description: 'The moment to count down to, in ms since the epoch.', control: 'date' },
    label: { description: 'The heading above the figures.', control: 'text' },
  },
} satisfies Meta<typeof Countdown>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Running: Story = {
  play: async (context) => {
    const timer = within(context.canvasElement).getByRole('timer');
    await expect(timer).toHaveAccessibleName('Launch in: 7 days, 11 hours, 59 minutes, 59 seconds');
    await advanceClock(context, 1000);
    await expect(timer).toHaveAccessibleName('Launch in: 7 days, 11 hours, 59 minutes, 58 seconds');
    await advanceClock(context, 60_000);
    await expect(timer).toHaveAccessibleName('Launch in: 7 days, 11 hours, 58 minutes, 58 seconds');
  },
};

export const LastSeconds: Story = {
  args: { target: Date.parse('2026-11-21T12:00:03Z') },
  play: async (context) => {
    const timer = within(context.canvasElement).getByRole('timer');
    await advanceClock(context, 10_000);
    // Clamped at zero, and the ticking stops once there is nothing left to count.
    await expect(timer).toHaveAccessibleName('Launch in: 0 days, 0 hours, 0 minutes, 0 seconds');
    await waitFor(() => expect(storyClock(context).pendingCount()).toBe(0));
  },
};

export const Passed: Story = {
  args: { target: Date.parse('2026-11-01T00:00:00Z') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('timer')).toHaveAccessibleName(
      'Launch in: 0 days, 0 hours, 0 minutes, 0 seconds',
    );
  },
};

export const Mobile: Story = {
  globals: mobileViewport,
};

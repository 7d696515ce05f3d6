import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LaunchCountdown } from '../../../src/features/marketing/LaunchCountdown';

const meta = {
  title: 'Features/Marketing/LaunchCountdown',
  component: LaunchCountdown,
  parameters: { runtime: { now: '2026-11-27T23:59:59Z' } },
} satisfies Meta<typeof LaunchCountdown>;
export default meta;
type Story = StoryObj<typeof meta>;

export const DayBeforeLaunch: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('timer')).toHaveAccessibleName(
      'Launch in: 1 days, 0 hours, 0 minutes, 0 seconds',
    );
  },
};

export const EndOfDecember: Story = {
  parameters: { runtime: { now: '2026-12-30T08:00:00Z' } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { name: 'New releases launch on January 28, 2027' }),
    ).toBeVisible();
  },
};

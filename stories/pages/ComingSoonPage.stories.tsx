import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { expectPageHeading } from '../support/expectHeading';
import { advanceClock } from '../support/storyClock';
import ComingSoonPage from '../../src/pages/ComingSoonPage';
import { mobileViewport } from '../support/viewports';
import { expectPhoneLayout } from '../support/layout';

const meta = {
  title: 'Pages/ComingSoonPage',
  component: ComingSoonPage,
  parameters: { page: true, router: { route: '/coming-soon', path: '/coming-soon' } },
} satisfies Meta<typeof ComingSoonPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const timer = (canvasElement: HTMLElement) => within(canvasElement).getByRole('timer');
/**
 * Waits until the countdown reads `name`. The launch day is known only once the app has started,
 * and the countdown then mounts afresh and starts its beat: a tick of the story's clock before
 * that beat exists is lost (it failed so in WebKit, under npm test's load).
 */
const countdownReads = (canvasElement: HTMLElement, name: string) =>
  waitFor(() => expect(timer(canvasElement)).toHaveAccessibleName(name));

/** Before the 28th: counts down to this month's launch, one second per tick. */
export const BeforeLaunchDay: Story = {
  parameters: { runtime: { now: '2026-11-21T12:00:00Z' } },
  play: async (context) => {
    await expectPageHeading('Coming Soon')(context);
    const canvas = within(context.canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'New releases launch on November 28, 2026' }),
    ).toBeVisible();
    await countdownReads(context.canvasElement, 'Launch in: 7 days, 11 hours, 59 minutes, 59 seconds');
    await advanceClock(context, 1000);
    await countdownReads(context.canvasElement, 'Launch in: 7 days, 11 hours, 59 minutes, 58 seconds');
    await expect(within(canvas.getByRole('main')).getByRole('link', { name: 'Browse Products' })).toHaveAttribute(
      'href',
      '/products',
    );
  },
};

/** On the 28th: hours left until 23:59:59 the same day. */
export const OnLaunchDay: Story = {
  parameters: { runtime: { now: '2026-11-28T20:00:00Z' } },
  play: async ({ canvasElement }) => {
    await countdownReads(canvasElement, 'Launch in: 0 days, 3 hours, 59 minutes, 59 seconds');
  },
};

/** The last second of launch day runs out and the countdown stays at zero. */
export const LaunchMoment: Story = {
  parameters: { runtime: { now: '2026-11-28T23:59:58Z' } },
  play: async (context) => {
    await countdownReads(context.canvasElement, 'Launch in: 0 days, 0 hours, 0 minutes, 1 seconds');
    await advanceClock(context, 5000);
    await countdownReads(context.canvasElement, 'Launch in: 0 days, 0 hours, 0 minutes, 0 seconds');
  },
};

/** After the 28th: the countdown moves on to next month's launch day. */
export const AfterLaunchDay: Story = {
  parameters: { runtime: { now: '2026-11-29T00:00:00Z' } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { level: 2, name: 'New releases launch on December 28, 2026' }),
    ).toBeVisible();
    await countdownReads(canvasElement, 'Launch in: 29 days, 23 hours, 59 minutes, 59 seconds');
  },
};

export const Mobile: Story = {
  parameters: { runtime: { now: '2026-11-21T12:00:00Z' } },
  globals: mobileViewport,
  play: async (context) => {
    await expectPageHeading('Coming Soon')(context);
    await expectPhoneLayout(context.canvasElement);
  },
};

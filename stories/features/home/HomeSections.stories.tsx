import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { HomeSections } from '../../../src/features/home/HomeSections';
import { featuredProducts } from '../../../src/features/home/featuredProducts';
import { packs } from '../../../src/features/shop/packs/packs';
import { DEFAULT_STORY_NOW } from '../../../.storybook/storyRuntime';
import { advanceClock, storyClock } from '../../support/storyClock';
import { emulateReducedMotion } from '../../support/motionPreference';
import { expectAbove, expectNoSidewaysScroll } from '../../support/layout';
import { mobileViewport } from '../../support/viewports';
import { roomBelow, scrollStory } from '../../support/scrolledAway';

const meta = {
  title: 'Features/Home/HomeSections',
  component: HomeSections,
  // Still unless a story lets motion run: the test browser prefers reduced motion, Storybook's may not.
  beforeEach: emulateReducedMotion(true),
} satisfies Meta<typeof HomeSections>;
export default meta;
type Story = StoryObj<typeof meta>;

const carousel = (canvasElement: HTMLElement, name: string) =>
  within(within(canvasElement).getByRole('region', { name }));
const slideOf = (canvasElement: HTMLElement, name: string) => carousel(canvasElement, name).getByRole('group');
const CAROUSELS = ['Featured products carousel', 'Pack specials carousel', 'Customer reviews'];
/** The slide a carousel shows, as its slide's name says ('2 of 8'). */
const shownIn = (canvasElement: HTMLElement, name: string) =>
  slideOf(canvasElement, name).getAttribute('aria-label') ?? '';
/** The name of the slide `by` after the one named `shown` ('2 of 8' and 1: '3 of 8'). */
const slideAfter = (shown: string, by: number) => {
  const [at = 0, count = 1] = shown.split(' of ').map(Number);
  return `${((at - 1 + by) % count) + 1} of ${count}`;
};

/** Scrolls the named carousel into view and waits until it moves by itself again. */
async function bringIntoView(canvasElement: HTMLElement, name: string) {
  within(canvasElement).getByRole('region', { name }).scrollIntoView({ block: 'center' });
  await waitFor(() => expect(slideOf(canvasElement, name)).toHaveAttribute('aria-live', 'off'));
}

/**
 * Holds every carousel still by scrolling the story away (a slide moving by itself does not
 * announce itself; a held one does), then brings the named one into view, so its beat starts
 * now. A carousel beside it may come into view too; only the named one is asked about.
 */
async function showOnly(canvasElement: HTMLElement, name: string) {
  scrollStory(canvasElement, 'away');
  for (const each of CAROUSELS)
    await waitFor(() => expect(slideOf(canvasElement, each)).toHaveAttribute('aria-live', 'polite'));
  await bringIntoView(canvasElement, name);
}

/**
 * Brings the named carousel into view and sees it hold its slide for a beat less a millisecond,
 * then move on by one; the number of the slide it moved to.
 */
async function movesOnItsBeat(context: Parameters<NonNullable<Story['play']>>[0], name: string, beatMs: number) {
  const { canvasElement } = context;
  await showOnly(canvasElement, name);
  const shown = shownIn(canvasElement, name);
  await advanceClock(context, beatMs - 1);
  await expect(slideOf(canvasElement, name)).toHaveAccessibleName(shown);
  await advanceClock(context, 1);
  const next = slideAfter(shown, 1);
  await expect(slideOf(canvasElement, name)).toHaveAccessibleName(next);
  return Number(next.split(' of ')[0]);
}

export const SectionsInOrder: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Featured Products',
      'Pack Specials',
      'Why Choose Us',
      'Complete Anonymity',
      'What customers say',
      'Ready to experience the best?',
    ]);
    await expect(canvas.getByText('Daily picks with special discounts, refreshed every 24 hours.')).toBeVisible();
    await expect(canvas.getByText('Multi-pack deals.')).toBeVisible();
    await expect(
      canvas.getByText(
        'Join thousands of satisfied customers who trust us for premium products with guaranteed security and privacy.',
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Browse Products' })).toHaveAttribute('href', '/products');
    await expect(canvas.getByRole('link', { name: 'View Bundles' })).toHaveAttribute('href', '/bundles');
    await expect(canvas.getByRole('link', { name: 'Start Shopping' })).toHaveAttribute('href', '/products');
  },
};

export const StillUnderReducedMotion: Story = {
  play: async (context) => {
    const { canvasElement } = context;
    // Nothing on the page has a timer running: no slogan typing, no carousel advancing.
    await advanceClock(context, 0);
    await expect(storyClock(context).pendingCount()).toBe(0);
    await advanceClock(context, 15_000);
    await expect(slideOf(canvasElement, 'Featured products carousel')).toHaveAccessibleName('1 of 8');
    await expect(slideOf(canvasElement, 'Pack specials carousel')).toHaveAccessibleName('1 of 4');
    await expect(slideOf(canvasElement, 'Customer reviews')).toHaveAccessibleName('1 of 7');
    await expect(within(canvasElement).getByText('End-to-end encrypted.')).toBeVisible();
  },
};

export const CarouselsAdvanceOnTheirOwnBeats: Story = {
  beforeEach: [emulateReducedMotion(false), roomBelow],
  play: async (context) => {
    const { canvasElement } = context;
    const today = featuredProducts(Date.parse(DEFAULT_STORY_NOW));
    // Each in view: the featured and pack carousels every 3 s, the review carousel every 5 s.
    await showOnly(canvasElement, 'Featured products carousel');
    await advanceClock(context, 2999);
    await expect(slideOf(canvasElement, 'Featured products carousel')).toHaveAccessibleName('1 of 8');
    await advanceClock(context, 1);
    await expect(slideOf(canvasElement, 'Featured products carousel')).toHaveAccessibleName('2 of 8');
    await expect(
      carousel(canvasElement, 'Featured products carousel').getByRole('heading', { name: today[1]!.name }),
    ).toBeVisible();
    const pack = await movesOnItsBeat(context, 'Pack specials carousel', 3000);
    await expect(
      carousel(canvasElement, 'Pack specials carousel').getByRole('heading', { name: packs[pack - 1]!.name }),
    ).toBeVisible();
    await movesOnItsBeat(context, 'Customer reviews', 5000);
    scrollStory(canvasElement, 'back');
  },
};

export const OneCarouselPausesAlone: Story = {
  beforeEach: [emulateReducedMotion(false), roomBelow],
  play: async (context) => {
    const { canvasElement } = context;
    await showOnly(canvasElement, 'Featured products carousel');
    await userEvent.click(
      carousel(canvasElement, 'Featured products carousel').getByRole('button', { name: 'Pause automatic slides' }),
    );
    await advanceClock(context, 6000);
    await expect(slideOf(canvasElement, 'Featured products carousel')).toHaveAccessibleName('1 of 8');
    // The pack carousel carries on, two beats in 6 s.
    await showOnly(canvasElement, 'Pack specials carousel');
    const shown = shownIn(canvasElement, 'Pack specials carousel');
    await advanceClock(context, 6000);
    await expect(slideOf(canvasElement, 'Pack specials carousel')).toHaveAccessibleName(slideAfter(shown, 2));
    await expect(slideOf(canvasElement, 'Featured products carousel')).toHaveAccessibleName('1 of 8');
    scrollStory(canvasElement, 'back');
  },
};

export const CarouselsHoldWhileScrolledAway: Story = {
  tags: ['!autodocs', 'no-visual'],
  beforeEach: [emulateReducedMotion(false), roomBelow],
  play: async (context) => {
    const { canvasElement } = context;
    await showOnly(canvasElement, 'Featured products carousel');
    await advanceClock(context, 3000);
    await expect(slideOf(canvasElement, 'Featured products carousel')).toHaveAccessibleName('2 of 8');
    // Away mid-beat, no carousel has a timer running, and none moves.
    await advanceClock(context, 1500);
    const shown = CAROUSELS.map((name) => shownIn(canvasElement, name));
    scrollStory(canvasElement, 'away');
    await waitFor(() => expect(storyClock(context).pendingCount()).toBe(0));
    await advanceClock(context, 30_000);
    await expect(CAROUSELS.map((name) => shownIn(canvasElement, name))).toEqual(shown);
    // Back in view, the slide it showed stays for a whole beat, not the half that was left.
    await bringIntoView(canvasElement, 'Featured products carousel');
    await advanceClock(context, 2999);
    await expect(slideOf(canvasElement, 'Featured products carousel')).toHaveAccessibleName('2 of 8');
    await advanceClock(context, 1);
    await expect(slideOf(canvasElement, 'Featured products carousel')).toHaveAccessibleName('3 of 8');
  },
};

export const NextUtcDayBringsANewSet: Story = {
  parameters: { runtime: { now: '2026-11-23T00:00:00Z' } },
  play: async ({ canvasElement }) => {
    const featured = carousel(canvasElement, 'Featured products carousel');
    const expected = featuredProducts(Date.parse('2026-11-23T00:00:00Z')).map((product) => product.name);
    await expect(expected[0]).not.toBe(featuredProducts(Date.parse(DEFAULT_STORY_NOW))[0]!.name);
    const seen: string[] = [];
    for (let i = 0; i < 8; i++) {
      seen.push(featured.getByRole('heading', { level: 3 }).textContent ?? '');
      await userEvent.click(featured.getByRole('button', { name: 'Next slide' }));
    }
    await expect(seen).toEqual(expected);
    await expect(new Set(seen).size).toBe(8);
    // Eight steps bring the first back.
    await waitFor(() => expect(featured.getByRole('heading', { level: 3 })).toHaveTextContent(expected[0]!));
  },
};

export const Mobile: Story = {
  globals: mobileViewport,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Nothing pushes the page sideways on a phone.
    await expectNoSidewaysScroll(canvasElement);
    const why = within(canvas.getByRole('region', { name: 'Why Choose Us' }));
    const cards = why.getAllByRole('heading', { level: 3 });
    for (let i = 1; i < cards.length; i++) await expectAbove(cards[i - 1]!, cards[i]!);
  },
};

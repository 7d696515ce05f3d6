import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { HomeSections } from '../../../src/features/home/HomeSections';
import { featuredProducts } from '../../../src/features/home/featuredProducts';
import { DEFAULT_STORY_NOW } from '../../../.storybook/storyRuntime';
import { advanceClock, storyClock } from '../../support/storyClock';
import { emulateReducedMotion } from '../../support/motionPreference';
import { expectAbove, expectNoSidewaysScroll } from '../../support/layout';
import { mobileViewport } from '../../support/viewports';

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
  beforeEach: emulateReducedMotion(false),
  play: async (context) => {
    const { canvasElement } = context;
    const today = featuredProducts(Date.parse(DEFAULT_STORY_NOW));
    // Featured and pack carousels every 3 s, the review carousel every 5 s.
    await advanceClock(context, 2999);
    await expect(slideOf(canvasElement, 'Featured products carousel')).toHaveAccessibleName('1 of 8');
    await advanceClock(context, 1);
    await expect(slideOf(canvasElement, 'Featured products carousel')).toHaveAccessibleName('2 of 8');
    await expect(
      carousel(canvasElement, 'Featured products carousel').getByRole('heading', { name: today[1]!.name }),
    ).toBeVisible();
    await expect(
      carousel(canvasElement, 'Pack specials carousel').getByRole('heading', { name: 'Triple Pack' }),
    ).toBeVisible();
    await expect(slideOf(canvasElement, 'Customer reviews')).toHaveAccessibleName('1 of 7');
    await advanceClock(context, 2000);
    await expect(slideOf(canvasElement, 'Customer reviews')).toHaveAccessibleName('2 of 7');
  },
};

export const OneCarouselPausesAlone: Story = {
  beforeEach: emulateReducedMotion(false),
  play: async (context) => {
    const { canvasElement } = context;
    await userEvent.click(
      carousel(canvasElement, 'Featured products carousel').getByRole('button', { name: 'Pause automatic slides' }),
    );
    await advanceClock(context, 6000);
    // The paused featured carousel stays; the pack carousel beside it carries on.
    await expect(slideOf(canvasElement, 'Featured products carousel')).toHaveAccessibleName('1 of 8');
    await expect(slideOf(canvasElement, 'Pack specials carousel')).toHaveAccessibleName('3 of 4');
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

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BundleReviews } from '../../../../src/features/shop/bundles/BundleReviews';
import { mobileViewport } from '../../../support/viewports';
import { listenWithScreenReader } from '../../../support/screenReader';

const meta = {
  title: 'Features/Bundles/BundleReviews',
  component: BundleReviews,
  args: { rating: 4.9 },
} satisfies Meta<typeof BundleReviews>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The bars' rows as shown, 5 stars first: the star label and the percentage beside each bar. */
const bars = (canvasElement: HTMLElement) => {
  const region = within(within(canvasElement).getByRole('region', { name: 'Customer Reviews' }));
  const stars = region.getAllByText(/^\d stars?$/).map((label) => Number.parseInt(label.textContent ?? '', 10));
  const percents = region.getAllByText(/^\d+%$/).map((label) => Number.parseInt(label.textContent ?? '', 10));
  return stars.map((count, index) => ({ stars: count, percent: percents[index] ?? Number.NaN }));
};

const expectBarsSumTo100 = async (canvasElement: HTMLElement) => {
  const shares = bars(canvasElement);
  await expect(shares.map(({ stars }) => stars)).toEqual([5, 4, 3, 2, 1]);
  // One star in the singular: it read "1 stars".
  await expect(within(canvasElement).getByText('1 star')).toBeVisible();
  await expect(within(canvasElement).getAllByRole('progressbar')).toHaveLength(5);
  await expect(shares.reduce((sum, { percent }) => sum + percent, 0)).toBe(100);
  return shares;
};

export const HighRating: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Customer Reviews' })).toBeVisible();
    await expect(canvas.getByText('4.9')).toBeVisible();
    await expect(canvas.getByText('Based on 128 reviews')).toBeVisible();
    const [five, four] = await expectBarsSumTo100(canvasElement);
    await expect(five?.percent).toBeGreaterThan(four?.percent ?? 100);
  },
};

export const MiddlingRating: Story = {
  args: { rating: 3.6 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('3.6')).toBeVisible();
    const shares = await expectBarsSumTo100(canvasElement);
    // The peak follows the rating down: four stars leads at 3.6.
    const peak = shares.reduce((best, share) => (share.percent > best.percent ? share : best));
    await expect(peak.stars).toBe(4);
  },
};

export const Mobile: Story = {
  globals: mobileViewport,
};

/** Each bar is one phrase, and the average is heard with the stars, not as a bare number. */
export const ReadWithScreenReader: Story = {
  tags: ['no-visual', '!autodocs'],
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Customer Reviews' });
    await listenWithScreenReader(region, async (reader) => {
      const items = await reader.readAll();
      const said = (text: string) => items.filter((item) => item.includes(text));
      // It was read three times: the label, the bar and the figure beside it.
      await expect(said('5 stars'), JSON.stringify(items)).toEqual([
        expect.stringContaining('5 stars: 88% of reviews'),
      ]);
      await expect(said('1 star')).toHaveLength(1);
      await expect(said('88')).toHaveLength(1);
      // '4.9', then 'Rated 4 out of 5'.
      await expect(said('Rated 4.9 out of 5')).toHaveLength(1);
      await expect(said('4.9')).toHaveLength(1);
    });
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import { ReviewCarousel } from '../../../src/features/reviews/ReviewCarousel';
import { sampleReviews } from '../../../src/features/reviews/sampleReviews';
import { advanceClock } from '../../support/storyClock';
import { playsInDocs } from '../../support/playsInDocs';

const meta = {
  title: 'Features/Reviews/ReviewCarousel',
  component: ReviewCarousel,
  args: { reviews: sampleReviews.slice(0, 8) },
} satisfies Meta<typeof ReviewCarousel>;
export default meta;
type Story = StoryObj<typeof meta>;

const slide = (canvasElement: HTMLElement) => within(canvasElement).getByRole('group');

export const HighestFirstWithWrapAndLock: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expect(slide(context.canvasElement)).toHaveAccessibleName('1 of 8');
    // Ties on rating put the newest first.
    await expect(slide(context.canvasElement)).toHaveTextContent('Sable');
    await userEvent.click(canvas.getByRole('button', { name: 'Previous review' }));
    await waitFor(() => expect(slide(context.canvasElement)).toHaveAccessibleName('8 of 8'));
    // A second move within 200 ms is ignored.
    await userEvent.click(canvas.getByRole('button', { name: 'Next review' }));
    await expect(slide(context.canvasElement)).toHaveAccessibleName('8 of 8');
    await advanceClock(context, 200);
    await userEvent.click(canvas.getByRole('button', { name: 'Next review' }));
    await waitFor(() => expect(slide(context.canvasElement)).toHaveAccessibleName('1 of 8'));
  },
};

export const LowestFirstShowsSellerReply: Story = {
  parameters: playsInDocs,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Sort reviews' }), 'lowest');
    await waitFor(() => expect(slide(canvasElement)).toHaveTextContent('R. T.'));
    await expect(canvas.getByText('Response from Seller:')).toBeVisible();
  },
};

export const SwipeLeftIsNext: Story = {
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Customer reviews' });
    fireEvent.pointerDown(region, { clientX: 300 });
    fireEvent.pointerUp(region, { clientX: 200 });
    await waitFor(() => expect(slide(canvasElement)).toHaveAccessibleName('2 of 8'));
  },
};

/** The arrow keys work while focus is anywhere in the carousel, and every move keeps the 200 ms lock. */
export const ArrowKeysAndSwipeBothWays: Story = {
  play: async (context) => {
    const { canvasElement } = context;
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: 'Next review' }).focus();
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(slide(canvasElement)).toHaveAccessibleName('8 of 8'));
    await userEvent.keyboard('{ArrowRight}');
    await expect(slide(canvasElement)).toHaveAccessibleName('8 of 8');
    await advanceClock(context, 200);
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(slide(canvasElement)).toHaveAccessibleName('1 of 8'));
    await advanceClock(context, 200);
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(slide(canvasElement)).toHaveAccessibleName('2 of 8'));
    // Up and down are left to the page.
    await advanceClock(context, 200);
    await userEvent.keyboard('{ArrowDown}{ArrowUp}');
    await expect(slide(canvasElement)).toHaveAccessibleName('2 of 8');

    const region = canvas.getByRole('region', { name: 'Customer reviews' });
    fireEvent.pointerDown(region, { clientX: 200 });
    fireEvent.pointerUp(region, { clientX: 300 });
    await waitFor(() => expect(slide(canvasElement)).toHaveAccessibleName('1 of 8'));
    await advanceClock(context, 200);
    // A move of 10 px or less is a tap, not a swipe.
    fireEvent.pointerDown(region, { clientX: 300 });
    fireEvent.pointerUp(region, { clientX: 290 });
    // Judged once React has drawn what the tap did: checked at once, it saw the slide before any move.
    await advanceClock(context, 0);
    await expect(slide(canvasElement)).toHaveAccessibleName('1 of 8');
    fireEvent.pointerDown(region, { clientX: 300 });
    fireEvent.pointerUp(region, { clientX: 289 });
    await waitFor(() => expect(slide(canvasElement)).toHaveAccessibleName('2 of 8'));
  },
};

export const HomeVariantEveryFiveSeconds: Story = {
  args: { autoAdvance: true },
  play: async (context) => {
    await advanceClock(context, 4999);
    await expect(slide(context.canvasElement)).toHaveAccessibleName('1 of 8');
    await advanceClock(context, 1);
    await waitFor(() => expect(slide(context.canvasElement)).toHaveAccessibleName('2 of 8'));
  },
};

export const HomeVariantPausesAndHolds: Story = {
  args: { autoAdvance: true },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    // A visitor's own move holds the timer: 5 s of quiet before it advances again.
    await userEvent.click(canvas.getByRole('button', { name: 'Next review' }));
    await waitFor(() => expect(slide(context.canvasElement)).toHaveAccessibleName('2 of 8'));
    await advanceClock(context, 5000);
    await expect(slide(context.canvasElement)).toHaveAccessibleName('2 of 8');
    await advanceClock(context, 5000);
    await waitFor(() => expect(slide(context.canvasElement)).toHaveAccessibleName('3 of 8'));
    // The pause control stops it for good, until resumed.
    const pause = canvas.getByRole('button', { name: 'Pause automatic reviews' });
    await userEvent.click(pause);
    await expect(pause).toHaveAttribute('aria-pressed', 'true');
    await expect(pause).toHaveAccessibleName('Resume automatic reviews');
    await advanceClock(context, 30_000);
    await expect(slide(context.canvasElement)).toHaveAccessibleName('3 of 8');
  },
};

export const ProductVariantHasNoPauseControl: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: /automatic reviews/ })).toBeNull();
  },
};

export const Empty: Story = {
  args: { reviews: [] },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { name: 'No reviews yet for this product.' }),
    ).toBeVisible();
  },
};

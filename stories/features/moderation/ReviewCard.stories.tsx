import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ReviewCard } from '../../../src/features/moderation/ReviewCard';
import type { AdminReview } from '../../../src/features/moderation/review';
import { withStaffDates } from '../../support/staffDates';
import { playsInDocs } from '../../support/playsInDocs';

const base: AdminReview = {
  id: 7,
  author: 'Robin K.',
  productId: 'p03',
  productName: 'Purple Rex',
  rating: 4,
  text: 'Lovely colour, discreet parcel. The label could be easier to read.',
  date: '2026-10-02T09:30:00.000Z',
  isVerified: true,
  status: 'pending',
  replyText: null,
  helpful: 12,
  unhelpful: 1,
  isHighlighted: false,
  isFlagged: false,
  feedback: '',
};

const meta = {
  title: 'Features/Moderation/ReviewCard',
  component: ReviewCard,
  decorators: [withStaffDates],
  args: {
    review: base,
    onReply: fn(),
    actions: { approve: fn(), reject: fn(), toggleHighlight: fn(), toggleFlag: fn() },
  },
} satisfies Meta<typeof ReviewCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Pending: Story = {
  parameters: playsInDocs,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Approve review #7 by Robin K.' }));
    await expect(args.actions.approve).toHaveBeenCalledWith(base);
    await userEvent.click(canvas.getByRole('button', { name: 'Reply to review #7 by Robin K.' }));
    await expect(args.onReply).toHaveBeenCalledWith(base);
  },
};

export const ApprovedWithReply: Story = {
  args: { review: { ...base, status: 'approved', replyText: 'Thank you for your feedback!' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Response from Seller:')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Reply to review #7 by Robin K.' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Approve review #7 by Robin K.' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Reject review #7 by Robin K.' })).toBeNull();
  },
};

export const RejectedFlagged: Story = {
  args: { review: { ...base, status: 'rejected', isFlagged: true, rating: 1, isVerified: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Remove Flag' })).toBeVisible();
  },
};

export const Highlighted: Story = {
  args: { review: { ...base, status: 'approved', isHighlighted: true, rating: 5, helpful: 31 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Remove Highlight' })).toBeVisible();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ReplyDialog } from '../../../src/features/moderation/ReplyDialog';
import type { AdminReview } from '../../../src/features/moderation/review';

const review: AdminReview = {
  id: 12,
  author: 'Quinn M.',
  productId: 'p02',
  productName: 'Red 47',
  rating: 2,
  text: 'The box arrived crushed and two pieces were chipped.',
  date: '2026-10-12T10:00:00.000Z',
  isVerified: true,
  status: 'pending',
  replyText: null,
  helpful: 3,
  unhelpful: 0,
  isHighlighted: false,
  isFlagged: false,
  feedback: '',
};

const meta = {
  title: 'Features/Moderation/ReplyDialog',
  component: ReplyDialog,
  args: { review, onClose: fn(), onSubmit: fn() },
} satisfies Meta<typeof ReplyDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = (canvasElement: HTMLElement) =>
  within(within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'Reply to Review #12' }));

export const BlankTextCannotBeSent: Story = {
  play: async ({ canvasElement, args }) => {
    await waitFor(() => expect(dialog(canvasElement).getByRole('button', { name: 'Submit Response' })).toBeDisabled());
    await userEvent.type(dialog(canvasElement).getByLabelText('Your response'), '  \n ');
    await expect(dialog(canvasElement).getByRole('button', { name: 'Submit Response' })).toBeDisabled();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const SubmitWithApproval: Story = {
  play: async ({ canvasElement, args }) => {
    await waitFor(() => expect(dialog(canvasElement).getByLabelText('Your response')).toBeVisible());
    await userEvent.type(
      dialog(canvasElement).getByLabelText('Your response'),
      'Sorry about the box, a replacement is on its way.',
    );
    await userEvent.click(dialog(canvasElement).getByText('Approve this review when submitting response'));
    await userEvent.click(dialog(canvasElement).getByRole('button', { name: 'Submit Response' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(review, 'Sorry about the box, a replacement is on its way.', true);
    await expect(args.onClose).toHaveBeenCalled();
  },
};

export const Cancelled: Story = {
  tags: ['no-visual'],
  play: async ({ canvasElement, args }) => {
    await waitFor(() => expect(dialog(canvasElement).getByRole('button', { name: 'Cancel' })).toBeVisible());
    await userEvent.click(dialog(canvasElement).getByRole('button', { name: 'Cancel' }));
    await expect(args.onClose).toHaveBeenCalled();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import { ReplyDialog } from '../../../src/features/moderation/ReplyDialog';
import type { AdminReview } from '../../../src/features/moderation/review';
import { animationsSettled } from '../../support/animationsSettled';

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
    const submit = dialog(canvasElement).getByRole('button', { name: 'Submit Response' });
    await expect(submit).toBeDisabled();
    // Clicked all the same (the event alone, so the field keeps the focus): nothing is sent.
    fireEvent.click(submit);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A pasted reply over 2000 characters is shown whole, counted and refused, never cut short unseen. */
export const ReplyTooLong: Story = {
  play: async ({ canvasElement, args }) => {
    const field = await waitFor(() => dialog(canvasElement).getByLabelText('Your response'));
    await userEvent.click(field);
    await userEvent.paste('Thank you. '.repeat(182));
    await expect(field).toHaveValue('Thank you. '.repeat(182));
    await animationsSettled(canvasElement.ownerDocument);
    await expect(dialog(canvasElement).getByText('2002 / 2000 characters')).toBeVisible();
    await expect(
      dialog(canvasElement).getByText('A reply can be at most 2000 characters: shorten it to send it.'),
    ).toBeVisible();
    const submit = dialog(canvasElement).getByRole('button', { name: 'Submit Response' });
    await expect(submit).toBeDisabled();
    fireEvent.click(submit);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.keyboard('{Backspace}{Backspace}');
    await expect(dialog(canvasElement).getByText('2000 / 2000 characters')).toBeVisible();
    await expect(dialog(canvasElement).getByRole('button', { name: 'Submit Response' })).toBeEnabled();
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

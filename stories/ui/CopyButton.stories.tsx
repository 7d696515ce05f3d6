import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CopyButton } from '../../src/ui/CopyButton';
import { clearToasts } from '../support/clearToasts';
import { advanceClock } from '../support/storyClock';

const ADDRESS = 'bc1qexampleexampleexampleexampleexample0000';

const meta = {
  title: 'UI/CopyButton',
  component: CopyButton,
  args: { value: ADDRESS, label: 'address', onCopied: fn(), onError: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'An icon button that copies a value (the Bitcoin address, an id) to the clipboard and shows a check for 3 s. A refused copy is reported through `onError` so the owner can say so.',
      },
    },
  },
  argTypes: {
    value: { description: 'The exact text put on the clipboard.', control: 'text' },
    label: { description: "What is copied, for the accessible name 'Copy {label}'.", control: 'text' },
    onCopied: { description: 'Called after a successful copy (the owner toasts).', control: false },
    onError: { description: 'Called with the error when the browser refuses the copy.', control: false },
  },
} satisfies Meta<typeof CopyButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {};

export const CopiesThenResetsAfterThreeSeconds: Story = {
  // Exercises a rule: the Docs page shows the component's states, not this interaction.
  tags: ['!autodocs'],
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Copy address' }));
    await expect(await canvas.findByRole('button', { name: 'address copied' })).toBeVisible();
    await expect(await navigator.clipboard.readText()).toBe(ADDRESS);
    await expect(context.args.onCopied).toHaveBeenCalledTimes(1);

    await advanceClock(context, 2999);
    await expect(canvas.getByRole('button', { name: 'address copied' })).toBeVisible();
    await advanceClock(context, 1);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Copy address' })).toBeVisible());
  },
};

export const ClipboardRefused: Story = {
  // Exercises a rule: the Docs page shows the component's states, not this interaction.
  tags: ['!autodocs'],
  beforeEach() {
    const original = navigator.clipboard.writeText;
    navigator.clipboard.writeText = () => Promise.reject(new DOMException('Denied', 'NotAllowedError'));
    return () => {
      navigator.clipboard.writeText = original;
    };
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Copy address' }));
    await waitFor(() => expect(args.onError).toHaveBeenCalledTimes(1));
    await expect(args.onCopied).not.toHaveBeenCalled();
    // A refused copy says so, instead of failing silently. Toasts are drawn hidden for a frame.
    const body = within(canvasElement.ownerDocument.body);
    await waitFor(() => expect(body.getByText('Could not copy the address')).toBeVisible());
    await clearToasts(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Copy address' })).toBeVisible();
  },
};

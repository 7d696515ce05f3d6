import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { NotifyAtLaunchForm } from '../../../../src/features/shop/checkout/NotifyAtLaunchForm';
import { refuseStorageWrites } from '../../../support/refuseStorageWrites';

const meta = {
  title: 'Features/Checkout/NotifyAtLaunchForm',
  component: NotifyAtLaunchForm,
} satisfies Meta<typeof NotifyAtLaunchForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Your address stays in this browser/)).toBeVisible();
  },
};

export const MissingAddress: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Notify me at launch' }));
    await waitFor(() => expect(canvas.getByText('Enter your email address')).toBeVisible());
    await expect(canvas.getByLabelText(/Email address/)).toHaveAttribute('aria-invalid', 'true');
  },
};

export const InvalidAddress: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/Email address/), 'name@example');
    await userEvent.click(canvas.getByRole('button', { name: 'Notify me at launch' }));
    await waitFor(() => expect(canvas.getByText('Enter a valid email address, like name@example.com')).toBeVisible());
    await expect(localStorage.getItem('launch-notify-email')).toBeNull();
    // Typing again clears the message until the next submit.
    await userEvent.type(canvas.getByLabelText(/Email address/), '.com');
    await expect(canvas.queryByText(/Enter a valid email address/)).toBeNull();
  },
};

export const SignedUp: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/Email address/), '  shopper@example.com ');
    await userEvent.click(canvas.getByRole('button', { name: 'Notify me at launch' }));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent("You're on the list"));
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'We will let shopper@example.com know at launch. The address stays in this browser.',
    );
    await expect(localStorage.getItem('launch-notify-email')).toBe('"shopper@example.com"');
  },
};

/** A pasted address with a zero-width space inside is kept without it. */
export const InvisibleCharactersDropped: Story = {
  tags: ['no-visual', '!autodocs'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByLabelText(/Email address/));
    await userEvent.paste('shop\u200Bper@exam\u200Dple.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Notify me at launch' }));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent("You're on the list"));
    await expect(localStorage.getItem('launch-notify-email')).toBe('"shopper@example.com"');
  },
};

/** A reload keeps the sign-up; another address can replace it. */
export const AlreadySignedUp: Story = {
  beforeEach: () => {
    localStorage.setItem('launch-notify-email', '"kept@example.com"');
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('kept@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Use a different address' }));
    await waitFor(() => expect(canvas.getByLabelText(/Email address/)).toHaveValue(''));
    await expect(localStorage.getItem('launch-notify-email')).toBeNull();
  },
};

/** The browser refuses to store the address: the form says so instead of 'You're on the list'. */
export const StorageRefused: Story = {
  beforeEach: refuseStorageWrites,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/Email address/), 'shopper@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Notify me at launch' }));
    await waitFor(() => expect(canvas.getByText(/Your address could not be saved/)).toBeVisible());
    await expect(canvas.queryByText("You're on the list")).toBeNull();
    await expect(canvas.getByLabelText(/Email address/)).toHaveAttribute('aria-invalid', 'true');
    await expect(localStorage.getItem('launch-notify-email')).toBeNull();
  },
};

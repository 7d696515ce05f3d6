import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { NotifyAtLaunchForm } from '../../../../src/features/shop/checkout/NotifyAtLaunchForm';
import { refuseStorageWrites } from '../../../support/refuseStorageWrites';
import { focused, listenWithScreenReader } from '../../../support/screenReader';

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
    await waitFor(() =>
      expect(canvas.getByRole('group', { name: "You're on the list" })).toHaveTextContent("You're on the list"),
    );
    await expect(canvas.getByRole('group', { name: "You're on the list" })).toHaveTextContent(
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
    await waitFor(() =>
      expect(canvas.getByRole('group', { name: "You're on the list" })).toHaveTextContent("You're on the list"),
    );
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
    await expect(canvas.getByRole('group', { name: "You're on the list" })).toHaveTextContent('kept@example.com');
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

/**
 * With a screen reader and the keyboard: a wrong address keeps the focus in the field, which now
 * says what is wrong; once saved, the confirmation takes the focus and is read once; 'Use a
 * different address' brings the focus back to the empty field (docs/behaviour.md#what-each-screen-announces).
 */
export const SignUpWithScreenReader: Story = {
  tags: ['no-visual', '!autodocs'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByLabelText(/Email address/);
    await userEvent.type(field, 'name@example');
    await listenWithScreenReader(canvasElement, async (reader) => {
      await userEvent.keyboard('{Enter}');
      await waitFor(() =>
        expect(field).toHaveAccessibleDescription(/^Enter a valid email address, like name@example.com/),
      );
      await expect(focused(canvasElement)).toBe(field);
      await userEvent.type(field, '.com{Enter}');
      const confirmation = await canvas.findByRole('group', { name: "You're on the list" });
      await waitFor(() => expect(focused(canvasElement)).toBe(confirmation));
      await reader.heard("group, You're on the list, We will let name@example.com know at launch.");
      await expect(await reader.timesHeard("You're on the list")).toBe(1);
      canvas.getByRole('button', { name: 'Use a different address' }).focus();
      await userEvent.keyboard('{Enter}');
      await waitFor(() => expect(focused(canvasElement)).toBe(canvas.getByLabelText(/Email address/)));
    });
  },
};

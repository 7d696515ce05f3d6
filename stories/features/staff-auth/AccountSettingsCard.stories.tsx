import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { afterPasswordCheck } from '../../support/passwordCheck';
import { AccountSettingsCard } from '../../../src/features/staff-auth/AccountSettingsCard';
import { verifyCsmCredentials } from '../../../src/features/staff-auth/csmCredentials';
import { advanceClock } from '../../support/storyClock';
import { clearToasts, expectToastThenClear } from '../../support/clearToasts';
import { refuseStorageWrites } from '../../support/refuseStorageWrites';

const meta = {
  title: 'Features/StaffAuth/AccountSettingsCard',
  component: AccountSettingsCard,
} satisfies Meta<typeof AccountSettingsCard>;
export default meta;
type Story = StoryObj<typeof meta>;

async function fill(canvasElement: HTMLElement, username: string, password: string, confirm: string) {
  const canvas = within(canvasElement);
  const name = canvas.getByLabelText('Username');
  await userEvent.clear(name);
  if (username) await userEvent.type(name, username);
  await userEvent.clear(canvas.getByLabelText('New Password'));
  await userEvent.type(canvas.getByLabelText('New Password'), password);
  await userEvent.clear(canvas.getByLabelText('Confirm Password'));
  await userEvent.type(canvas.getByLabelText('Confirm Password'), confirm);
  await userEvent.click(canvas.getByRole('button', { name: 'Save Changes' }));
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Manage your CSM account credentials')).toBeVisible();
    await expect(canvas.getByLabelText('Username')).toHaveValue('csm');
    await expect(canvas.getByRole('heading', { name: 'Security Information' })).toBeVisible();
  },
};

export const ChecksInSpecOrder: Story = {
  play: async ({ canvasElement }) => {
    await fill(canvasElement, 'ab', 'abc', 'abd');
    await expectToastThenClear(canvasElement, 'Passwords do not match');
    await fill(canvasElement, 'ab', 'abc', 'abc');
    await expectToastThenClear(canvasElement, 'Password must be at least 4 characters long');
    await fill(canvasElement, 'ab', 'abcd', 'abcd');
    await expectToastThenClear(canvasElement, 'Username must be at least 3 characters long');
    // No save started: a save shows 'Saving Changes...' at once and writes a second later.
    await expect(within(canvasElement).getByRole('button', { name: 'Save Changes' })).toBeEnabled();
  },
};

/** After the spec's checks, the limits: a password over 128 characters, then a name over 64. */
export const ChecksTheLimits: Story = {
  tags: ['no-visual', '!autodocs'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const pasteInto = async (label: string, text: string) => {
      await userEvent.clear(canvas.getByLabelText(label));
      await userEvent.click(canvas.getByLabelText(label));
      await userEvent.paste(text);
    };
    const long = 'p'.repeat(129);
    await pasteInto('Username', 'u'.repeat(65));
    await pasteInto('New Password', long);
    await pasteInto('Confirm Password', long);
    await userEvent.click(canvas.getByRole('button', { name: 'Save Changes' }));
    await expectToastThenClear(canvasElement, 'Password must be at most 128 characters long');
    await pasteInto('New Password', 'abcd');
    await pasteInto('Confirm Password', 'abcd');
    await userEvent.click(canvas.getByRole('button', { name: 'Save Changes' }));
    await expectToastThenClear(canvasElement, 'Username must be at most 64 characters long');
    // Invisible characters do not count: 'ab' plus a zero-width space is two characters.
    await pasteInto('Username', 'a\u200Bb');
    await userEvent.click(canvas.getByRole('button', { name: 'Save Changes' }));
    await expectToastThenClear(canvasElement, 'Username must be at least 3 characters long');
    // No save started: a save shows 'Saving Changes...' at once and writes a second later.
    await expect(canvas.getByRole('button', { name: 'Save Changes' })).toBeEnabled();
  },
};

export const SavingChanges: Story = {
  tags: ['no-visual'],
  play: async ({ canvasElement }) => {
    await fill(canvasElement, 'helpdesk', 'new-secret', 'new-secret');
    await expect(within(canvasElement).getByRole('button', { name: 'Saving Changes...' })).toBeDisabled();
  },
};

export const SavedAfterOneSecond: Story = {
  play: async (context) => {
    const { canvasElement } = context;
    await fill(canvasElement, 'helpdesk', 'new-secret', 'new-secret');
    await advanceClock(context, 999);
    await expect(within(canvasElement).getByRole('button', { name: 'Saving Changes...' })).toBeDisabled();
    await expect(localStorage.getItem('csm-credentials')).toBeNull();
    await advanceClock(context, 1);
    await waitFor(
      () =>
        expect(within(canvasElement.ownerDocument.body).getByText('Credentials updated successfully')).toBeVisible(),
      afterPasswordCheck,
    );
    await expect(within(canvasElement).getByRole('button', { name: 'Save Changes' })).toBeEnabled();
    const stored = localStorage.getItem('csm-credentials') ?? '';
    await expect(stored).toContain('helpdesk');
    await expect(stored).not.toContain('new-secret');
    await expect(await verifyCsmCredentials('helpdesk', 'new-secret')).toBe(true);
    await expect(await verifyCsmCredentials('csm', 'service')).toBe(false);
  },
};

/** The browser refuses to store the new pair: an error, never 'Credentials updated successfully'. */
export const SaveNotKept: Story = {
  beforeEach: refuseStorageWrites,
  play: async (context) => {
    const { canvasElement } = context;
    const body = within(canvasElement.ownerDocument.body);
    await fill(canvasElement, 'helpdesk', 'new-secret', 'new-secret');
    await advanceClock(context, 1000);
    await waitFor(() => expect(body.getByText('Credentials were not saved')).toBeVisible(), afterPasswordCheck);
    await expect(body.queryByText('Credentials updated successfully')).toBeNull();
    await expect(within(canvasElement).getByRole('button', { name: 'Save Changes' })).toBeEnabled();
    await expect(localStorage.getItem('csm-credentials')).toBeNull();
    await clearToasts(canvasElement);
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { afterPasswordCheck } from '../../support/passwordCheck';
import { StaffLoginForm } from '../../../src/features/staff-auth/StaffLoginForm';
import { updateCsmCredentials } from '../../../src/features/staff-auth/csmCredentials';
import { storyLocation } from '../../support/storyLocation';
import { clearToasts } from '../../support/clearToasts';
import { refuseStorageWrites } from '../../support/refuseStorageWrites';
import { focused, listenWithScreenReader } from '../../support/screenReader';

const meta = {
  title: 'Features/StaffAuth/StaffLoginForm',
  component: StaffLoginForm,
  args: { role: 'adm' },
  parameters: { router: { route: '/admin', path: '/admin' } },
} satisfies Meta<typeof StaffLoginForm>;
export default meta;
type Story = StoryObj<typeof meta>;

async function logIn(canvasElement: HTMLElement, username: string, password: string, submit: string) {
  const canvas = within(canvasElement);
  if (username) await userEvent.type(canvas.getByLabelText(/Username/), username);
  if (password) await userEvent.type(canvas.getByLabelText(/^Password/), password);
  await userEvent.click(canvas.getByRole('button', { name: submit }));
}

export const CommandBridge: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Access Command Bridge' })).toBeEnabled();
    await expect(canvas.getByRole('link', { name: 'Customer Service Login' })).toHaveAttribute(
      'href',
      '/admin?role=csm',
    );
    await expect(canvas.getByRole('link', { name: 'Return to Main Site' })).toHaveAttribute('href', '/');
    await expect(canvas.queryByText(/Default credentials/)).toBeNull();
  },
};

export const CustomerService: Story = {
  args: { role: 'csm' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Default credentials/)).toHaveTextContent(
      'Default credentials: username csm, password service',
    );
    await expect(canvas.getByRole('link', { name: 'Command Bridge Login' })).toHaveAttribute('href', '/admin');
  },
};

export const RequiredFields: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Access Command Bridge' }));
    await waitFor(() => expect(canvas.getByText('Username is required')).toBeVisible());
    await expect(canvas.getByText('Password is required')).toBeVisible();
    await userEvent.type(canvas.getByLabelText(/Username/), 'admin');
    await waitFor(() => expect(canvas.queryByText('Username is required')).toBeNull());
    await expect(canvas.getByText('Password is required')).toBeVisible();
  },
};

export const WrongCredentials: Story = {
  play: async ({ canvasElement }) => {
    await logIn(canvasElement, 'admin', 'guess', 'Access Command Bridge');
    // The salted-hash check takes a moment: the button says so and cannot be pressed twice.
    await expect(within(canvasElement).getByRole('button', { name: 'Authenticating...' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    const body = within(canvasElement.ownerDocument.body);
    await waitFor(() => expect(body.getByText('Invalid credentials')).toBeVisible(), afterPasswordCheck);
    await expect(within(canvasElement).getByRole('button', { name: 'Access Command Bridge' })).toBeEnabled();
    await expect(localStorage.getItem('isAdmin')).toBeNull();
    await expect(storyLocation(canvasElement)).toBe('/admin');
  },
};

export const PasswordShowHide: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^Password/), 'secret');
    await expect(canvas.getByLabelText(/^Password/)).toHaveAttribute('type', 'password');
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(canvas.getByLabelText(/^Password/)).toHaveAttribute('type', 'text');
    await userEvent.click(canvas.getByRole('button', { name: 'Hide password' }));
    await expect(canvas.getByLabelText(/^Password/)).toHaveAttribute('type', 'password');
  },
};

export const AdmLoginSucceeds: Story = {
  tags: ['no-visual'],
  play: async ({ canvasElement }) => {
    await logIn(canvasElement, 'admin', 'command-bridge', 'Access Command Bridge');
    await waitFor(() => expect(storyLocation(canvasElement)).toBe('/admin-dashboard/adm'), afterPasswordCheck);
    await waitFor(
      () => expect(within(canvasElement.ownerDocument.body).getByText('Login successful')).toBeVisible(),
      afterPasswordCheck,
    );
    await expect(localStorage.getItem('isAdmin')).toBe('true');
    // The dashboard's heading takes the focus: a reader hears where the login led.
    await waitFor(() =>
      expect(focused(canvasElement)).toBe(
        within(canvasElement).getByRole('heading', { level: 1, name: 'Command Bridge' }),
      ),
    );
  },
};

export const CsmLoginWithDefaultPair: Story = {
  args: { role: 'csm' },
  tags: ['no-visual'],
  play: async ({ canvasElement }) => {
    await logIn(canvasElement, 'csm', 'service', 'Login');
    await waitFor(() => expect(storyLocation(canvasElement)).toBe('/admin-dashboard/csm'), afterPasswordCheck);
    await expect(localStorage.getItem('isAdmin')).toBe('true');
    await waitFor(() =>
      expect(focused(canvasElement)).toBe(
        within(canvasElement).getByRole('heading', { level: 1, name: 'Customer Service Dashboard' }),
      ),
    );
  },
};

export const CsmChangedPairRefusesTheDefault: Story = {
  args: { role: 'csm' },
  beforeEach: async () => {
    await updateCsmCredentials('helpdesk', 'new-secret');
  },
  play: async ({ canvasElement }) => {
    await logIn(canvasElement, 'csm', 'service', 'Login');
    await waitFor(
      () => expect(within(canvasElement.ownerDocument.body).getByText('Invalid credentials')).toBeVisible(),
      afterPasswordCheck,
    );
    await expect(storyLocation(canvasElement)).toBe('/admin');
    await expect(localStorage.getItem('csm-credentials')).not.toContain('new-secret');
  },
};

/** Right password, but the browser refuses to store the session: an error, never 'Login successful'. */
export const SessionNotKept: Story = {
  beforeEach: refuseStorageWrites,
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await logIn(canvasElement, 'admin', 'command-bridge', 'Access Command Bridge');
    await waitFor(() => expect(body.getByText('Login could not be completed')).toBeVisible(), afterPasswordCheck);
    await expect(body.queryByText('Login successful')).toBeNull();
    await expect(within(canvasElement).getByRole('button', { name: 'Access Command Bridge' })).toBeEnabled();
    await expect(localStorage.getItem('isAdmin')).toBeNull();
    await expect(storyLocation(canvasElement)).toBe('/admin');
    await clearToasts(canvasElement);
  },
};

/** Plain HTTP: browsers offer no crypto.subtle, so the password cannot be checked. The button comes back. */
export const WithoutWebCrypto: Story = {
  beforeEach() {
    Object.defineProperty(globalThis.crypto, 'subtle', { value: undefined, configurable: true });
    return () => {
      Reflect.deleteProperty(globalThis.crypto, 'subtle');
    };
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await logIn(canvasElement, 'admin', 'command-bridge', 'Access Command Bridge');
    await waitFor(() => expect(body.getByText('Secure connection required')).toBeVisible(), afterPasswordCheck);
    await expect(within(canvasElement).getByRole('button', { name: 'Access Command Bridge' })).toBeEnabled();
    await expect(localStorage.getItem('isAdmin')).toBeNull();
    await clearToasts(canvasElement);
  },
};

/**
 * A stored record with 200 000 000 iterations (not one this app writes) would keep the login
 * hashing for minutes: it is refused at once with a message and reset, so the default pair works.
 */
export const DamagedStoredCredentials: Story = {
  tags: ['no-visual'],
  args: { role: 'csm' },
  beforeEach: () => {
    localStorage.setItem(
      'csm-credentials',
      JSON.stringify({ username: 'helpdesk', salt: 'a1b2', hash: 'f'.repeat(64), iterations: 200_000_000 }),
    );
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await logIn(canvasElement, 'helpdesk', 'anything', 'Login');
    await waitFor(() => expect(body.getByText('Saved credentials were damaged')).toBeVisible(), afterPasswordCheck);
    await expect(within(canvasElement).getByRole('button', { name: 'Login' })).toBeEnabled();
    await expect(localStorage.getItem('csm-credentials')).toBeNull();
    await expect(storyLocation(canvasElement)).toBe('/admin');
    await clearToasts(canvasElement);
  },
};

/** A name pasted with a zero-width space inside still logs in: invisible characters are dropped. */
export const InvisibleCharactersInTheName: Story = {
  tags: ['no-visual'],
  args: { role: 'csm' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByLabelText(/Username/));
    await userEvent.paste('cs\u200Bm\uFEFF');
    await userEvent.type(canvas.getByLabelText(/^Password/), 'service');
    await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(localStorage.getItem('staffRole')).toBe('"csm"'), afterPasswordCheck);
    await clearToasts(canvasElement);
  },
};

/**
 * With a screen reader: an empty submit marks both fields invalid, ties each message to its
 * field (aria-describedby) and puts the focus on the first, so the reader says what is wrong at
 * once (docs/behaviour.md#what-each-screen-announces).
 */
export const EmptySubmitWithScreenReader: Story = {
  tags: ['no-visual', '!autodocs'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await listenWithScreenReader(canvasElement, async (reader) => {
      canvas.getByRole('button', { name: 'Access Command Bridge' }).focus();
      await userEvent.keyboard('{Enter}');
      const username = canvas.getByRole('textbox', { name: /Username/ });
      await waitFor(() => expect(focused(canvasElement)).toBe(username));
      await expect(username).toHaveAttribute('aria-invalid', 'true');
      await expect(username).toHaveAccessibleDescription('Username is required');
      await expect(canvas.getByLabelText(/^Password/)).toHaveAccessibleDescription('Password is required');
      await reader.heard('Username is required');
    });
  },
};

/**
 * With a screen reader: a wrong password is said at the field, which is marked invalid with the
 * reason and takes the focus, ready to type again.
 */
export const WrongPasswordWithScreenReader: Story = {
  tags: ['no-visual', '!autodocs'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/Username/), 'admin');
    await userEvent.type(canvas.getByLabelText(/^Password/), 'guess');
    await listenWithScreenReader(canvasElement, async (reader) => {
      canvas.getByRole('button', { name: 'Access Command Bridge' }).focus();
      await userEvent.keyboard('{Enter}');
      const password = canvas.getByLabelText(/^Password/);
      await waitFor(() => expect(password).toHaveAttribute('aria-invalid', 'true'), afterPasswordCheck);
      await expect(focused(canvasElement)).toBe(password);
      await expect(password).toHaveAccessibleDescription('Invalid credentials: check the username and password.');
      await reader.heard('Invalid credentials: check the username and password.');
    });
    await clearToasts(canvasElement);
  },
};

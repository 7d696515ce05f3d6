import type { Meta, StoryObj } from '@storybook/react-vite';
import * as loginPage from '../pages/AdminLoginPage.stories';
import * as loginForm from '../features/staff-auth/StaffLoginForm.stories';
import * as dashboard from '../pages/AdminDashboardPage.stories';
import * as moderation from '../features/moderation/ReviewModeration.stories';
import * as settings from '../features/staff-auth/AccountSettingsCard.stories';
import { FlowStage, flowParameters, flowScreens } from './flowScreen';

const meta = {
  title: 'Flows/Staff',
  component: FlowStage,
  // Every screen is already shot and played by its own story in the Vitest run; a flow checks that
  // they hold together, in the real preview only (the Storybook UI runner), so no play runs twice.
  tags: ['no-visual', '!test'],
  parameters: flowParameters(
    'Staff at work: the customer-service manager logs in, moderates reviews and changes the account credentials; the administrator opens the Command Bridge. Each step replays the story of that screen.',
  ),
} satisfies Meta<typeof FlowStage>;
export default meta;
type Story = StoryObj<typeof meta>;

// A journey is told in a few chained stories, each short enough for one test's time limit.

export const CustomerServiceLogIn: Story = {
  play: async ({ canvasElement, step }) => {
    const screen = flowScreens(canvasElement);
    await step('Open the customer-service login', () => screen(loginPage, 'CustomerService'));
    await step('Both fields are required', () => screen(loginForm, 'RequiredFields'));
    await step('Log in with the pair shown on screen', () => screen(loginForm, 'CsmLoginWithDefaultPair'));
    await step('Land on the dashboard', () => screen(dashboard, 'CustomerService'));
  },
};

export const ApproveAndReject: Story = {
  play: async ({ canvasElement, step }) => {
    const screen = flowScreens(canvasElement);
    await step('Approve a pending review', () => screen(moderation, 'Approve'));
    await step('Reject a pending review', () => screen(moderation, 'Reject'));
  },
};

export const HighlightFlagAndReply: Story = {
  play: async ({ canvasElement, step }) => {
    const screen = flowScreens(canvasElement);
    await step('Highlight and flag, then undo', () => screen(moderation, 'HighlightAndFlagToggles'));
    await step('Reply and approve in one go', () => screen(moderation, 'ReplyAndApprove'));
  },
};

export const ChangeCredentials: Story = {
  play: async ({ canvasElement, step }) => {
    const screen = flowScreens(canvasElement);
    await step('Open the settings tab', () => screen(dashboard, 'CustomerServiceSettingsTab'));
    await step('New credentials are checked in order', () => screen(settings, 'ChecksInSpecOrder'));
    await step('New credentials are saved after a second', () => screen(settings, 'SavedAfterOneSecond'));
    await step('The old pair no longer opens the dashboard', () =>
      screen(loginForm, 'CsmChangedPairRefusesTheDefault'),
    );
    await step('Log out', () => screen(dashboard, 'CustomerServiceLogout'));
  },
};

export const Administrator: Story = {
  play: async ({ canvasElement, step }) => {
    const screen = flowScreens(canvasElement);
    await step('Open the Command Bridge login', () => screen(loginPage, 'CommandBridge'));
    await step('Log in', () => screen(loginForm, 'AdmLoginSucceeds'));
    await step('The console opens', () => screen(dashboard, 'CommandBridge'));
    await step('A customer-service session may not enter it', () =>
      screen(dashboard, 'CsmSessionRefusedOnCommandBridge'),
    );
  },
};

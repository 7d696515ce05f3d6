import type { ReactNode } from 'react';
import { Flex, Heading, Stack, Tabs } from '@chakra-ui/react';
import { tabsSlotRecipe } from '@chakra-ui/react/theme';
import { LogoutButton } from '../staff-auth/LogoutButton';
import { AccountSettingsCard } from '../staff-auth/AccountSettingsCard';
import { ReviewModeration } from '../moderation/ReviewModeration';
import { CustomerAccounts } from './CustomerAccounts';
import { SupportRequests } from './SupportRequests';

export type CustomerServiceTab = 'accounts' | 'support' | 'feedback' | 'settings';

/** The csm workspace: its four tabs. The page shell gives the 'Customer Service Dashboard' title. */
export function CustomerServiceDashboard({
  initialTab = 'accounts',
  devicePanel,
  actions,
}: {
  initialTab?: CustomerServiceTab;
  devicePanel?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <Stack gap="6">
      <Flex justify="flex-end" gap="3" wrap="wrap">
        {actions}
        <LogoutButton staffRole="csm" />
      </Flex>
      {devicePanel}
      <Tabs.Root recipe={tabsSlotRecipe} defaultValue={initialTab} variant="line" lazyMount>
        {/* On a phone the four tabs wrap onto two rows instead of scrolling 'Settings' out of view. */}
        <Tabs.List flexWrap="wrap">
          <Tabs.Trigger value="accounts" whiteSpace="nowrap">
            Customer Accounts
          </Tabs.Trigger>
          <Tabs.Trigger value="support" whiteSpace="nowrap">
            Support Requests
          </Tabs.Trigger>
          <Tabs.Trigger value="feedback" whiteSpace="nowrap">
            Customer Feedback
          </Tabs.Trigger>
          <Tabs.Trigger value="settings" whiteSpace="nowrap">
            Settings
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="accounts">
          <CustomerAccounts />
        </Tabs.Content>
        <Tabs.Content value="support">
          <SupportRequests />
        </Tabs.Content>
        <Tabs.Content value="feedback">
          <Heading as="h2" size="lg" marginBottom="4">
            Customer Feedback Management
          </Heading>
          <ReviewModeration />
        </Tabs.Content>
        <Tabs.Content value="settings">
          <AccountSettingsCard />
        </Tabs.Content>
      </Tabs.Root>
    </Stack>
  );
}

import type { ReactNode } from 'react';
import { Flex, Heading, Stack, Tabs } from '@chakra-ui/react';
import { tabsSlotRecipe } from '@chakra-ui/react/theme';
import { oneOf } from '../../lib/address/paramState';
import { useParamState } from '../../lib/address/useParamState';
import { LogoutButton } from '../staff-auth/LogoutButton';
import { AccountSettingsCard } from '../staff-auth/AccountSettingsCard';
import { ReviewModeration } from '../moderation/ReviewModeration';
import { CustomerAccounts } from './CustomerAccounts';
import { SupportRequests } from './SupportRequests';

export type CustomerServiceTab = 'accounts' | 'support' | 'feedback' | 'settings';

const addressSpecs = {
  tab: oneOf<CustomerServiceTab>(['accounts', 'support', 'feedback', 'settings'], 'accounts'),
};

/**
 * The csm workspace: its four tabs. The page shell gives the 'Customer Service Dashboard' title.
 * The tab is in the address (`?tab=`), with the chosen tab's own filters; choosing another tab
 * starts it unfiltered, and Back returns to the last tab as it was.
 */
export function CustomerServiceDashboard({ devicePanel, actions }: { devicePanel?: ReactNode; actions?: ReactNode }) {
  const [{ tab }, setAddress] = useParamState(addressSpecs);
  return (
    <Stack gap="6">
      <Flex justify="flex-end" gap="3" wrap="wrap">
        {actions}
        <LogoutButton staffRole="csm" />
      </Flex>
      {devicePanel}
      <Tabs.Root
        recipe={tabsSlotRecipe}
        value={tab}
        onValueChange={({ value }) =>
          setAddress({ tab: value as CustomerServiceTab }, { history: 'push', alone: true })
        }
        variant="line"
        lazyMount
      >
        <Tabs.List overflowX="auto">
          <Tabs.Trigger value="accounts">Customer Accounts</Tabs.Trigger>
          <Tabs.Trigger value="support">Support Requests</Tabs.Trigger>
          <Tabs.Trigger value="feedback">Customer Feedback</Tabs.Trigger>
          <Tabs.Trigger value="settings">Settings</Tabs.Trigger>
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

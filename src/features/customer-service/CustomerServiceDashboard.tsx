import { useDeferredValue, useState, type ReactNode } from 'react';
import { Flex, Heading, Stack, Tabs } from '@chakra-ui/react';
import { tabsSlotRecipe } from '@chakra-ui/react/theme';
import { oneOf } from '../../lib/address/paramState';
import { useParamState } from '../../lib/address/useParamState';
import { LogoutButton } from '../staff-auth/LogoutButton';
import { useHeadingFocusAfterLogin } from '../staff-auth/useHeadingFocusAfterLogin';
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
  useHeadingFocusAfterLogin();
  // A tab's content is drawn the first time it is shown, in a render of its own after the tab
  // itself has answered: mounting the ticket list or the reviews in the tap's render took 780 ms
  // on a phone at 4x slowdown. Once drawn, a tab's content stays (as lazyMount did).
  const shownTab = useDeferredValue(tab);
  const [drawn, setDrawn] = useState<ReadonlySet<CustomerServiceTab>>(() => new Set([shownTab]));
  if (!drawn.has(shownTab)) setDrawn(new Set(drawn).add(shownTab));
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
      >
        {/* On a phone the four tabs wrap onto two rows instead of scrolling 'Settings' out of view. */}
        <Tabs.List flexWrap="wrap" aria-label="Customer service sections">
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
        <Tabs.Content value="accounts">{drawn.has('accounts') && <CustomerAccounts />}</Tabs.Content>
        <Tabs.Content value="support">{drawn.has('support') && <SupportRequests />}</Tabs.Content>
        <Tabs.Content value="feedback">
          {drawn.has('feedback') && (
            <>
              <Heading as="h2" size="lg" marginBottom="4">
                Customer Feedback Management
              </Heading>
              <ReviewModeration />
            </>
          )}
        </Tabs.Content>
        <Tabs.Content value="settings">{drawn.has('settings') && <AccountSettingsCard />}</Tabs.Content>
      </Tabs.Root>
    </Stack>
  );
}

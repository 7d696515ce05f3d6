import { Accordion, Heading, HStack, Stack, Tabs } from '@chakra-ui/react';
// Only this page uses the recipe: it travels with the component, not in the theme every page downloads.
import { accordionSlotRecipe, tabsSlotRecipe } from '@chakra-ui/react/theme';
import { LinkButton } from '../../ui/RouterLink';
import { BulletList } from './BulletList';
import { RotatingSteps } from './RotatingSteps';
import { faqEntries, journeySteps, topicTabs } from './howItWorksContent';

/** The How It Works page body: the journey, the topic tabs and the FAQ. */
export function HowItWorksGuide() {
  return (
    <Stack gap="12">
      <Stack as="section" gap="5" aria-labelledby="journey-heading">
        <Heading as="h2" size="xl" id="journey-heading">
          Your journey in five steps
        </Heading>
        <RotatingSteps steps={journeySteps} label="Order journey" />
        <HStack justifyContent="center">
          <LinkButton to="/products">Start Shopping</LinkButton>
        </HStack>
      </Stack>

      <Stack as="section" gap="4" aria-labelledby="topics-heading">
        <Heading as="h2" size="xl" id="topics-heading">
          The details
        </Heading>
        <Tabs.Root recipe={tabsSlotRecipe} defaultValue={topicTabs[0]?.value} variant="line" fitted>
          <Tabs.List>
            {topicTabs.map((tab) => (
              <Tabs.Trigger key={tab.value} value={tab.value}>
                {tab.label}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {topicTabs.map((tab) => (
            <Tabs.Content key={tab.value} value={tab.value}>
              <Heading as="h3" size="md" marginBottom="3">
                {tab.heading}
              </Heading>
              <BulletList items={tab.points} />
            </Tabs.Content>
          ))}
        </Tabs.Root>
      </Stack>

      <Stack as="section" gap="4" aria-labelledby="faq-heading">
        <Heading as="h2" size="xl" id="faq-heading">
          Frequently asked questions
        </Heading>
        <Accordion.Root recipe={accordionSlotRecipe} collapsible variant="enclosed">
          {faqEntries.map((entry, index) => (
            // The value becomes part of element ids, so it must not hold spaces.
            <Accordion.Item key={entry.question} value={`faq-${index + 1}`}>
              <Heading as="h3" size="sm">
                <Accordion.ItemTrigger>
                  {entry.question}
                  <Accordion.ItemIndicator marginStart="auto" />
                </Accordion.ItemTrigger>
              </Heading>
              <Accordion.ItemContent>
                <Accordion.ItemBody color="fg.muted">{entry.answer}</Accordion.ItemBody>
              </Accordion.ItemContent>
            </Accordion.Item>
          ))}
        </Accordion.Root>
      </Stack>

      <HStack gap="3" justifyContent="center" flexWrap="wrap">
        <LinkButton to="/products">Browse Products</LinkButton>
        <LinkButton to="/security" variant="outline">
          Security Features
        </LinkButton>
      </HStack>
    </Stack>
  );
}

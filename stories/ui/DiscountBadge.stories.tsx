import type { Meta, StoryObj } from '@storybook/react-vite';
import { HStack } from '@chakra-ui/react';
import { expect, within } from 'storybook/test';
import { DiscountBadge } from '../../src/ui/DiscountBadge';

const meta = {
  title: 'UI/DiscountBadge',
  component: DiscountBadge,
  parameters: {
    docs: {
      description: {
        component:
          "The green badge for a discount ('15% OFF', 'Save 40%'). It takes Chakra Badge props except its colours, which stay at AA contrast.",
      },
    },
  },
  argTypes: {
    children: { description: 'The discount wording.', control: 'text' },
  },
} satisfies Meta<typeof DiscountBadge>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The three wordings the shop uses; the a11y check holds their green on dark green to AA. */
export const Wordings: Story = {
  // The render draws its own props, so the story has no args a control could change.
  parameters: { controls: { disable: true } },
  render: () => (
    <HStack gap="3">
      <DiscountBadge>15% OFF</DiscountBadge>
      <DiscountBadge>25% OFF</DiscountBadge>
      <DiscountBadge>Save 40%</DiscountBadge>
    </HStack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const text of ['15% OFF', '25% OFF', 'Save 40%']) await expect(canvas.getByText(text)).toBeVisible();
  },
};

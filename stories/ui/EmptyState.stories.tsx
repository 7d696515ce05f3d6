import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '@chakra-ui/react';
import { expect, within } from 'storybook/test';
import { EmptyState } from '../../src/ui/EmptyState';

const meta = {
  title: 'UI/EmptyState',
  component: EmptyState,
  args: {
    title: 'No products found',
    description: "Try adjusting your search or filters to find what you're looking for.",
  },
  parameters: {
    docs: {
      description: {
        component:
          'What a list shows when nothing matches: an icon, a title, an optional hint and an optional way out (such as resetting the search).',
      },
    },
  },
  argTypes: {
    title: { description: "The headline, such as 'No products found'.", control: 'text' },
    description: { description: 'A hint on what to try next.', control: 'text' },
    icon: { description: 'Replaces the default search icon.', control: false },
    action: { description: 'A button or link that leads out of the empty state.', control: false },
  },
} satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TitleAndDescription: Story = {
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent('No products found');
    await expect(status).toHaveTextContent("Try adjusting your search or filters to find what you're looking for.");
  },
};

export const WithAction: Story = {
  args: { action: <Button variant="outline">Clear filters</Button> },
};

export const TitleOnly: Story = {
  args: { title: 'Your cart is empty', description: undefined },
};

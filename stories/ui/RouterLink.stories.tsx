import type { Meta, StoryObj } from '@storybook/react-vite';
import { HStack } from '@chakra-ui/react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { LinkButton, TextLink } from '../../src/ui/RouterLink';
import { storyLocation } from '../support/storyLocation';

const meta = {
  title: 'UI/RouterLink',
  component: TextLink,
  args: { to: '/products', children: 'Browse Products' },
  parameters: {
    docs: {
      description: {
        component:
          '`TextLink` and `LinkButton`: Chakra links and buttons that navigate inside the app with React Router instead of reloading the page.',
      },
    },
  },
  argTypes: {
    to: { description: 'The route to open.', control: 'text' },
    children: { description: 'The link text.', control: 'text' },
  },
} satisfies Meta<typeof TextLink>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Text: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('link', { name: 'Browse Products' }));
    await waitFor(() => expect(storyLocation(canvasElement)).toBe('/products'));
  },
};

export const AsButtons: Story = {
  // The render draws its own props, so the story has no args a control could change.
  parameters: { controls: { disable: true } },
  render: () => (
    <HStack gap="3">
      <LinkButton to="/products">Browse Products</LinkButton>
      <LinkButton to="/bundles" variant="outline">
        View Bundles
      </LinkButton>
    </HStack>
  ),
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'View Bundles' });
    await expect(link).toHaveAttribute('href', '/bundles');
    link.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(storyLocation(canvasElement)).toBe('/bundles'));
  },
};

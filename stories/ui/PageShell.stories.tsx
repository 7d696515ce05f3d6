import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box, Text } from '@chakra-ui/react';
import { expect, within } from 'storybook/test';
import { PageShell } from '../../src/ui/PageShell';
import { mobileViewport } from '../support/viewports';

const header = (
  <Box as="header" padding="4" borderBottomWidth="1px" borderColor="border">
    Header slot
  </Box>
);
const footer = (
  <Box as="footer" padding="4" borderTopWidth="1px" borderColor="border">
    Footer slot
  </Box>
);

const meta = {
  title: 'UI/PageShell',
  component: PageShell,
  parameters: {
    page: true,
    docs: {
      description: {
        component:
          'The frame of every content page: header, animated background, optional title and subtitle, the content in a glowing card (or bare), and the footer.',
      },
    },
  },
  // The slots are named in args and mapped to their elements: an element held in args is walked
  // by Storybook's arg inference, which meets Chakra's self-references and warns of a cycle.
  args: {
    header: 'slot',
    footer: 'slot',
    title: 'Browse Our Products',
    subtitle: 'Every product in the vault, priced in Bitcoin.',
    children: <Text>Content goes in the glowing card.</Text>,
  },
  argTypes: {
    header: {
      description: 'The top bar (the shop passes its navigation).',
      control: false,
      options: ['slot'],
      mapping: { slot: header },
    },
    footer: {
      description: 'The footer (the shop passes its footer).',
      control: false,
      options: ['slot'],
      mapping: { slot: footer },
    },
    title: { description: 'Page heading.', control: 'text' },
    subtitle: { description: 'Line under the heading.', control: 'text' },
    card: { description: 'Wrap the content in the glowing card (default) or lay it out bare.', control: 'boolean' },
    children: { description: "The page's content.", control: false },
  },
} satisfies Meta<typeof PageShell>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TitleAndCard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Browse Our Products' })).toBeVisible();
    await expect(canvas.getByRole('main')).toHaveTextContent('Content goes in the glowing card.');
    await expect(canvas.getByText('Skip to content')).toBeInTheDocument();
    await expect(canvas.getByTestId('animated-background')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const WithoutCard: Story = {
  args: { card: false },
};

export const WithoutTitle: Story = {
  args: { title: undefined, subtitle: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('heading', { level: 1 })).toBeNull();
  },
};

export const TitleOnly: Story = {
  args: { children: undefined, subtitle: undefined },
};

export const Mobile: Story = {
  globals: mobileViewport,
};

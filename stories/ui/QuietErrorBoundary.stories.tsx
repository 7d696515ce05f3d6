import type { Meta, StoryObj } from '@storybook/react-vite';
import { Text } from '@chakra-ui/react';
import { expect, within } from 'storybook/test';
import { QuietErrorBoundary } from '../../src/ui/QuietErrorBoundary';

function Thrower(): never {
  throw new Error('The optional part failed to render');
}

const meta = {
  title: 'UI/QuietErrorBoundary',
  component: QuietErrorBoundary,
  parameters: {
    docs: {
      description: {
        component:
          'Wraps a part the page can live without (the lazily loaded toaster). If the part throws, the boundary logs it and renders nothing, and the rest of the page stays. Give it a `name` that says which part failed in the log. Do not wrap a part the visitor needs (a form, prices, checkout) in it: their failure must show, not vanish.',
      },
    },
  },
  args: { name: 'The optional part', children: null },
  argTypes: {
    name: { description: 'What the part is, for the console message when it fails.', control: 'text' },
    children: { description: 'The optional part.', control: false },
  },
} satisfies Meta<typeof QuietErrorBoundary>;
export default meta;
type Story = StoryObj<typeof meta>;

export const PartWorks: Story = {
  render: (args) => (
    <>
      <Text>The page</Text>
      <QuietErrorBoundary {...args}>
        <Text>The optional part</Text>
      </QuietErrorBoundary>
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('The page')).toBeVisible();
    await expect(canvas.getByText('The optional part')).toBeVisible();
  },
};

export const PartFailsQuietly: Story = {
  tags: ['!autodocs'],
  render: (args) => (
    <>
      <Text>The page</Text>
      <QuietErrorBoundary {...args}>
        <Thrower />
      </QuietErrorBoundary>
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('The page')).toBeVisible();
    await expect(canvas.queryByText('The optional part failed to render')).toBeNull();
  },
};

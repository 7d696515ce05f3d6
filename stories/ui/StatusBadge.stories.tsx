import type { Meta, StoryObj } from '@storybook/react-vite';
import { Wrap } from '@chakra-ui/react';
import { expect, within } from 'storybook/test';
import { StatusBadge, type Status } from '../../src/ui/StatusBadge';

const ALL: Status[] = [
  'active',
  'approved',
  'success',
  'resolved',
  'inactive',
  'closed',
  'loading',
  'low',
  'new',
  'open',
  'medium',
  'pending',
  'suspended',
  'warning',
  'error',
  'high',
  'flagged',
  'rejected',
  'denied',
  'urgent',
];

const meta = {
  title: 'UI/StatusBadge',
  component: StatusBadge,
  args: { status: 'active' },
  parameters: {
    docs: {
      description: {
        component:
          "The back office's status word as a badge, with one colour per word on every screen: green is fine, blue is new or open, yellow is pending, orange needs a look, red needs action, gray is idle. Pass the status as the API names it; `label` replaces the word when it needs context ('Location: denied'). Do not pick a colour by hand for a status, and do not use it for counts or categories that are not statuses.",
      },
    },
  },
  argTypes: {
    status: {
      description: 'The status; it sets the colour and, without a label, the text.',
      control: 'select',
      options: ALL,
    },
    label: { description: "Text to show instead of the status word, such as 'Location: denied'.", control: 'text' },
  },
} satisfies Meta<typeof StatusBadge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Capitalised: Story = {
  play: async ({ canvasElement }) => {
    const badge = within(canvasElement).getByText('active');
    await expect(getComputedStyle(badge).textTransform).toBe('capitalize');
  },
};

export const WithLabel: Story = {
  args: { status: 'denied', label: 'Location: denied' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Location: denied')).toBeVisible();
  },
};

export const EveryStatus: Story = {
  // The render draws its own props, so the story has no args a control could change.
  parameters: { controls: { disable: true } },
  render: () => (
    <Wrap gap="2">
      {ALL.map((status) => (
        <StatusBadge key={status} status={status} />
      ))}
    </Wrap>
  ),
  play: async ({ canvasElement }) => {
    const colour = (status: Status) => getComputedStyle(within(canvasElement).getByText(status)).color;
    // One word, one colour, wherever it appears: statuses of a kind share a colour across screens.
    await expect(colour('approved')).toBe(colour('active'));
    await expect(colour('rejected')).toBe(colour('flagged'));
    await expect(colour('suspended')).toBe(colour('warning'));
    await expect(colour('flagged')).not.toBe(colour('active'));
  },
};

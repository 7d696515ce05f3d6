import type { Meta, StoryObj } from '@storybook/react-vite';
import { Wrap } from '@chakra-ui/react';
import { expect, within } from 'storybook/test';
import { CategoryBadge } from '../../src/ui/CategoryBadge';

const meta = {
  title: 'UI/CategoryBadge',
  component: CategoryBadge,
  args: { category: 'founders', label: 'Founders Edition' },
  parameters: {
    docs: {
      description: {
        component:
          "The coloured label of a product's category or edition, drawn in its category colour on a panel (see Foundations / Colours for the contrast). Pass the data's category key and the label to show; an unknown key is shown in grey.",
      },
    },
  },
  argTypes: {
    category: {
      description:
        'Category or edition key: founders, special, premium, new, putin, kim, obama, biden. Anything else is drawn in grey.',
      control: 'select',
      options: ['founders', 'special', 'premium', 'new', 'putin', 'kim', 'obama', 'biden', 'other'],
    },
    label: { description: "The text shown, such as 'Founders Edition'.", control: 'text' },
  },
} satisfies Meta<typeof CategoryBadge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Founders: Story = {};

const all: [string, string][] = [
  ['founders', 'Founders Edition'],
  ['special', 'Special Edition'],
  ['premium', 'Premium'],
  ['new', 'New Release'],
  ['putin', 'Putin Edition'],
  ['kim', 'Kim Edition'],
  ['obama', 'Obama Edition'],
  ['biden', 'Biden Edition'],
  ['limited', 'Limited (unknown key)'],
];

export const EveryLabel: Story = {
  // The render draws its own props, so the story has no args a control could change.
  parameters: { controls: { disable: true } },
  render: () => (
    <Wrap gap="3">
      {all.map(([category, label]) => (
        <CategoryBadge key={category} category={category} label={label} />
      ))}
    </Wrap>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Each known category has its own colour; the unknown one falls back to the muted text colour.
    const colours = all.slice(0, 8).map(([, label]) => getComputedStyle(canvas.getByText(label)).color);
    await expect(new Set(colours).size).toBe(8);
    await expect(canvas.getByText('Limited (unknown key)')).toBeVisible();
  },
};

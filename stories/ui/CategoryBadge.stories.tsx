import type { Meta, StoryObj } from '@storybook/react-vite';
import { Wrap } from '@chakra-ui/react';
import { expect, within } from 'storybook/test';
import { CategoryBadge } from '../../src/ui/CategoryBadge';

const meta = {
  title: 'UI/CategoryBadge',
  component: CategoryBadge,
  args: { category: 'founders', label: 'Founders Edition' },
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

import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@chakra-ui/react';
import { expect, within } from 'storybook/test';
import { Sparkline } from '../../src/ui/Sparkline';

const meta = {
  title: 'UI/Sparkline',
  component: Sparkline,
  args: { label: 'CPU Usage history', values: [41, 52, 38, 77, 64, 59, 83, 45, 50, 62], unit: '%' },
  render: (args) => (
    <Box width="48">
      <Sparkline {...args} />
    </Box>
  ),
  parameters: {
    docs: {
      description: {
        component:
          "A small line chart of a short history, oldest value first, as wide as its container and 24 px tall. Screen readers get the values as text, so `label` and `unit` must say what they are. Use it for a glance at a trend beside a current figure (the command bridge's system readings). Do not use it where exact values or axes matter; use a table or a full chart.",
      },
    },
  },
  argTypes: {
    values: { description: 'The readings, oldest first.', control: 'object' },
    label: { description: "What the values are, for the text alternative: 'CPU Usage history'.", control: 'text' },
    unit: { description: "Appended to each value in the text alternative, such as '%'.", control: 'text' },
    min: { description: 'The value drawn at the bottom edge (0 unless given).', control: 'number' },
    max: { description: 'The value drawn at the top edge (100 unless given).', control: 'number' },
  },
} satisfies Meta<typeof Sparkline>;
export default meta;
type Story = StoryObj<typeof meta>;

const chart = (canvasElement: HTMLElement) => within(canvasElement).getByRole('img');

export const TenReadings: Story = {
  play: async ({ canvasElement }) => {
    await expect(chart(canvasElement)).toHaveAccessibleName(
      'CPU Usage history, last 10 readings, oldest first: 41%, 52%, 38%, 77%, 64%, 59%, 83%, 45%, 50%, 62%',
    );
    const points = chart(canvasElement).querySelector('polyline')?.getAttribute('points')?.split(' ') ?? [];
    await expect(points).toHaveLength(10);
    // The 83 % reading is drawn higher (a smaller y) than the 38 % one.
    const y = (index: number) => Number(points[index]?.split(',')[1]);
    await expect(y(6)).toBeLessThan(y(2));
  },
};

export const FlatLine: Story = {
  args: { label: 'Encryption history', values: [100, 100, 100, 100, 100, 100, 100, 100, 100, 100] },
  play: async ({ canvasElement }) => {
    const points = chart(canvasElement).querySelector('polyline')?.getAttribute('points')?.split(' ') ?? [];
    await expect(new Set(points.map((point) => point.split(',')[1]))).toEqual(new Set(['0']));
  },
};

export const OtherUnit: Story = {
  args: { label: 'Transactions history', values: [30, 45, 60], unit: '/min' },
  play: async ({ canvasElement }) => {
    await expect(chart(canvasElement)).toHaveAccessibleName(
      'Transactions history, last 3 readings, oldest first: 30/min, 45/min, 60/min',
    );
  },
};

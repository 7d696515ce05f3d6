import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SystemTerminal } from '../../../src/features/command-bridge/SystemTerminal';

const meta = {
  title: 'Features/CommandBridge/SystemTerminal',
  component: SystemTerminal,
  args: {
    lines: [
      { id: 0, time: '12:00:00', text: 'Command Bridge online. All systems nominal.' },
      { id: 1, time: '12:00:05', text: 'Loading Sales Dashboard module...' },
      { id: 2, time: '12:00:06', text: 'Sales Dashboard module initialized successfully' },
    ],
  },
} satisfies Meta<typeof SystemTerminal>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithLines: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('log', { name: 'Terminal output' })).toHaveTextContent(
      '[12:00:06] Sales Dashboard module initialized successfully',
    );
  },
};

export const ManyLinesScrollToTheNewest: Story = {
  args: {
    lines: Array.from({ length: 30 }, (_, id) => ({ id, time: '12:00:00', text: `Status check ${id + 1} passed` })),
  },
  play: async ({ canvasElement }) => {
    const log = within(canvasElement).getByRole('log', { name: 'Terminal output' });
    await expect(log.scrollTop).toBeGreaterThan(0);
  },
};

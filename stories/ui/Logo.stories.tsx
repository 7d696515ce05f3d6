import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Logo } from '../../src/ui/Logo';

const meta = { title: 'UI/Logo', component: Logo } satisfies Meta<typeof Logo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Crypto')).toBeVisible();
  },
};

export const Compact: Story = { args: { compact: true } };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Logo } from '../../src/ui/Logo';

const meta = {
  title: 'UI/Logo',
  component: Logo,
  parameters: {
    docs: {
      description: { component: 'The CryptoVault mark and name. The compact form (mark only) is for narrow headers.' },
    },
  },
  argTypes: {
    compact: { description: 'Show the mark without the name.', control: 'boolean' },
  },
  args: { compact: false },
} satisfies Meta<typeof Logo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Crypto')).toBeVisible();
  },
};

export const Compact: Story = { args: { compact: true } };

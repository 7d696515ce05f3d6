import type { Meta, StoryObj } from '@storybook/react-vite';
import { HStack } from '@chakra-ui/react';
import { expect } from 'storybook/test';
import { PackArtwork } from '../../../../src/features/shop/packs/PackArtwork';
import { packs } from '../../../../src/features/shop/packs/packs';

const meta = {
  title: 'Features/Packs/PackArtwork',
  component: PackArtwork,
  args: { packSize: 6 },
} satisfies Meta<typeof PackArtwork>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SixCells: Story = {
  play: async ({ canvasElement }) => {
    // Two circles per cell: the blister and the pill.
    await expect(canvasElement.querySelectorAll('svg circle')).toHaveLength(12);
  },
};

export const EveryPack: Story = {
  // The render draws its own props, so the story has no args a control could change.
  parameters: { controls: { disable: true } },
  render: () => (
    <HStack>
      {packs.map((pack) => (
        <PackArtwork key={pack.id} packSize={pack.packSize} />
      ))}
    </HStack>
  ),
};

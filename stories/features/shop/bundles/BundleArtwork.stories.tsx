import type { Meta, StoryObj } from '@storybook/react-vite';
import { HStack } from '@chakra-ui/react';
import { expect } from 'storybook/test';
import { BundleArtwork } from '../../../../src/features/shop/bundles/BundleArtwork';
import { bundles } from '../../../../src/features/shop/bundles/bundles';

const meta = {
  title: 'Features/Bundles/BundleArtwork',
  component: BundleArtwork,
  args: { bundle: bundles[0]! },
} satisfies Meta<typeof BundleArtwork>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TwoProducts: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('svg circle')).toHaveLength(2);
  },
};

export const FullBox: Story = {
  // The render draws its own props, so the story has no args a control could change.
  parameters: { controls: { disable: true } },
  render: () => (
    <HStack>
      {bundles.slice(9).map((bundle) => (
        <BundleArtwork key={bundle.id} bundle={bundle} />
      ))}
    </HStack>
  ),
};

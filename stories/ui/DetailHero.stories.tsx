import type { Meta, StoryObj } from '@storybook/react-vite';
import { Stack, Text } from '@chakra-ui/react';
import { expect, within } from 'storybook/test';
import { DetailHero } from '../../src/ui/DetailHero';
import { ProductArtwork } from '../../src/features/shop/catalogue/ProductArtwork';
import { mobileViewport } from '../support/viewports';

const meta = {
  title: 'UI/DetailHero',
  component: DetailHero,
  args: {
    backTo: '/products',
    backLabel: 'Back to Products',
    artwork: <ProductArtwork color="blue" shape="round" label="Blue tablet artwork" size={280} />,
    children: (
      <>
        <Text fontWeight="semibold">0.0038 BTC</Text>
        <Text color="fg.muted">A round tablet sealed in a foil blister.</Text>
      </>
    ),
  },
  decorators: [
    (Story) => (
      <Stack gap="12">
        <Story />
      </Stack>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component:
          "The top of a product, bundle or pack page: a back link, the artwork in a glowing panel and the details beside it (stacked on phones). The details are the page's own children.",
      },
    },
  },
  argTypes: {
    backTo: { description: 'Route of the back link.', control: 'text' },
    backLabel: { description: "Text of the back link, such as 'Back to Products'.", control: 'text' },
    artwork: { description: "The item's picture.", control: false },
    children: { description: 'Badges, price, description and the buying controls.', control: false },
  },
} satisfies Meta<typeof DetailHero>;
export default meta;
type Story = StoryObj<typeof meta>;

const layout = (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  return {
    artwork: canvas.getByRole('img', { name: 'Blue tablet artwork' }).getBoundingClientRect(),
    details: canvas.getByText('0.0038 BTC').getBoundingClientRect(),
  };
};

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Back to Products' })).toHaveAttribute('href', '/products');
    const { artwork, details } = layout(canvasElement);
    // Side by side on wide screens: the details start right of the artwork.
    await expect(details.left).toBeGreaterThan(artwork.right);
  },
};

export const Mobile: Story = {
  globals: mobileViewport,
  play: async ({ canvasElement }) => {
    const { artwork, details } = layout(canvasElement);
    await expect(details.top).toBeGreaterThan(artwork.bottom);
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { Heading } from '@chakra-ui/react';
import { expect, within } from 'storybook/test';
import { ShopFrame } from '../../../src/features/site-chrome/ShopFrame';

const meta = {
  title: 'Features/SiteChrome/ShopFrame',
  component: ShopFrame,
  // The nav bar and footer it draws have their own stories and every page story shows the frame.
  tags: ['no-visual'],
  parameters: { page: true },
  args: { children: null },
} satisfies Meta<typeof ShopFrame>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AroundAPage: Story = {
  // The render draws its own props, so the story has no args a control could change.
  parameters: { controls: { disable: true } },
  render: () => (
    <ShopFrame>
      <Heading as="h1">A page inside the frame</Heading>
    </ShopFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const main = canvas.getByRole('main');
    await expect(within(main).getByRole('heading', { level: 1, name: 'A page inside the frame' })).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: /main/i })).toBeVisible();
    await expect(canvas.getByRole('contentinfo')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: /^Secure Checkout/ })).toBeVisible();
  },
};

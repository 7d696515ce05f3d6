import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ShopLayout } from '../../../src/features/site-chrome/ShopLayout';

const meta = {
  title: 'Features/SiteChrome/ShopLayout',
  component: ShopLayout,
  // The layout route of the app: what it draws is ShopFrame's; navigation between its pages
  // (focus, announcement, the nav staying mounted) is checked end to end in e2e/navigation.spec.ts.
  tags: ['no-visual'],
  parameters: { page: true, router: { route: '/' } },
} satisfies Meta<typeof ShopLayout>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithoutAPageYet: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: /main/i })).toBeVisible();
    await expect(canvas.getByRole('main')).toBeInTheDocument();
    const announcer = canvas.getByTestId('route-announcer');
    await expect(announcer).toHaveAttribute('aria-live', 'polite');
    await expect(announcer).toHaveTextContent('');
  },
};

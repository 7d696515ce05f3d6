import type { Meta, StoryObj } from '@storybook/react-vite';
import { expectPageHeading } from '../support/expectHeading';
import ProductDetailPage from '../../src/pages/ProductDetailPage';

const meta = {
  title: 'Pages/ProductDetailPage',
  component: ProductDetailPage,
  parameters: { page: true, router: { route: '/products/:id', path: '/products/blue-100' } },
} satisfies Meta<typeof ProductDetailPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { play: expectPageHeading('Product Details') };

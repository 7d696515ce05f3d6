import type { Meta, StoryObj } from '@storybook/react-vite';
import { expectPageHeading } from '../support/expectHeading';
import ProductsPage from '../../src/pages/ProductsPage';

const meta = {
  title: 'Pages/ProductsPage',
  component: ProductsPage,
  parameters: { page: true, router: { route: '/products', path: '/products' } },
} satisfies Meta<typeof ProductsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { play: expectPageHeading('Browse Our Products') };

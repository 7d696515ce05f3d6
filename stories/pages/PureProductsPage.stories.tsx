import type { Meta, StoryObj } from '@storybook/react-vite';
import { expectPageHeading } from '../support/expectHeading';
import PureProductsPage from '../../src/pages/PureProductsPage';

const meta = {
  title: 'Pages/PureProductsPage',
  component: PureProductsPage,
  parameters: { page: true, router: { route: '/pure-products', path: '/pure-products' } },
} satisfies Meta<typeof PureProductsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { play: expectPageHeading('Pure Products') };

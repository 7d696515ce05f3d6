import type { Meta, StoryObj } from '@storybook/react-vite';
import { expectPageHeading } from '../support/expectHeading';
import CartPage from '../../src/pages/CartPage';

const meta = {
  title: 'Pages/CartPage',
  component: CartPage,
  parameters: { page: true, router: { route: '/cart', path: '/cart' } },
} satisfies Meta<typeof CartPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { play: expectPageHeading('Your Cart') };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expectPageHeading } from '../support/expectHeading';
import FactoryDirectPage from '../../src/pages/FactoryDirectPage';

const meta = {
  title: 'Pages/FactoryDirectPage',
  component: FactoryDirectPage,
  parameters: { page: true, router: { route: '/factory-direct', path: '/factory-direct' } },
} satisfies Meta<typeof FactoryDirectPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { play: expectPageHeading('Factory Direct') };

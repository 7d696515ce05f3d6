import type { Meta, StoryObj } from '@storybook/react-vite';
import { expectPageHeading } from '../support/expectHeading';
import BundlesPage from '../../src/pages/BundlesPage';

const meta = {
  title: 'Pages/BundlesPage',
  component: BundlesPage,
  parameters: { page: true, router: { route: '/bundles', path: '/bundles' } },
} satisfies Meta<typeof BundlesPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { play: expectPageHeading('Product Bundles') };

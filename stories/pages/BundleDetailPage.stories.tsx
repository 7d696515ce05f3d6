import type { Meta, StoryObj } from '@storybook/react-vite';
import { expectPageHeading } from '../support/expectHeading';
import BundleDetailPage from '../../src/pages/BundleDetailPage';

const meta = {
  title: 'Pages/BundleDetailPage',
  component: BundleDetailPage,
  parameters: { page: true, router: { route: '/bundles/:id', path: '/bundles/starter-set' } },
} satisfies Meta<typeof BundleDetailPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { play: expectPageHeading('Bundle Details') };

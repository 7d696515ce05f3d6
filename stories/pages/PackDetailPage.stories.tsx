import type { Meta, StoryObj } from '@storybook/react-vite';
import { expectPageHeading } from '../support/expectHeading';
import PackDetailPage from '../../src/pages/PackDetailPage';

const meta = {
  title: 'Pages/PackDetailPage',
  component: PackDetailPage,
  parameters: { page: true, router: { route: '/packs/:packId', path: '/packs/pack-10' } },
} satisfies Meta<typeof PackDetailPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { play: expectPageHeading('Pack Details') };

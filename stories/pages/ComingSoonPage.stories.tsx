import type { Meta, StoryObj } from '@storybook/react-vite';
import { expectPageHeading } from '../support/expectHeading';
import ComingSoonPage from '../../src/pages/ComingSoonPage';

const meta = {
  title: 'Pages/ComingSoonPage',
  component: ComingSoonPage,
  parameters: { page: true, router: { route: '/coming-soon', path: '/coming-soon' } },
} satisfies Meta<typeof ComingSoonPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { play: expectPageHeading('Coming Soon') };

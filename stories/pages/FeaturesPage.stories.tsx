import type { Meta, StoryObj } from '@storybook/react-vite';
import { expectPageHeading } from '../support/expectHeading';
import FeaturesPage from '../../src/pages/FeaturesPage';

const meta = {
  title: 'Pages/FeaturesPage',
  component: FeaturesPage,
  parameters: { page: true, router: { route: '/features', path: '/features' } },
} satisfies Meta<typeof FeaturesPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { play: expectPageHeading('Premium Features') };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expectPageHeading } from '../support/expectHeading';
import HowItWorksPage from '../../src/pages/HowItWorksPage';

const meta = {
  title: 'Pages/HowItWorksPage',
  component: HowItWorksPage,
  parameters: { page: true, router: { route: '/how-it-works', path: '/how-it-works' } },
} satisfies Meta<typeof HowItWorksPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { play: expectPageHeading('How It Works') };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expectPageHeading } from '../support/expectHeading';
import FeedbackPage from '../../src/pages/FeedbackPage';

const meta = {
  title: 'Pages/FeedbackPage',
  component: FeedbackPage,
  parameters: { page: true, router: { route: '/feedback', path: '/feedback' } },
} satisfies Meta<typeof FeedbackPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { play: expectPageHeading('Customer Feedback Management') };

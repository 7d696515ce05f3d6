import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { HowItWorksGuide } from '../../../src/features/marketing/HowItWorksGuide';

const meta = {
  title: 'Features/Marketing/HowItWorksGuide',
  component: HowItWorksGuide,
} satisfies Meta<typeof HowItWorksGuide>;
export default meta;
type Story = StoryObj<typeof meta>;

export const OrderingTab: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('tabpanel')).toHaveTextContent(
      'No sign-up: your cart lives in your browser.',
    );
  },
};

export const SecurityTabByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('tab', { name: 'Ordering' }).focus();
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(canvas.getByRole('tab', { name: 'Security' })).toHaveAttribute('aria-selected', 'true'));
    await waitFor(() => expect(canvas.getByRole('tabpanel')).toHaveTextContent('Plain, unbranded packaging.'));
  },
};

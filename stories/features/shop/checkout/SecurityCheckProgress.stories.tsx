import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { SecurityCheckProgress } from '../../../../src/features/shop/checkout/SecurityCheckProgress';
import { advanceClock } from '../../../support/storyClock';

const meta = {
  title: 'Features/Checkout/SecurityCheckProgress',
  component: SecurityCheckProgress,
  parameters: { router: { route: '/crypto-vault-loading' } },
} satisfies Meta<typeof SecurityCheckProgress>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Starting: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')[0]).toHaveTextContent(
      'Initializing security protocols (in progress)',
    );
  },
};

/** Just before the end: every step but the last is done, the bar is at 98%. */
export const AlmostDone: Story = {
  play: async (context) => {
    await advanceClock(context, 4900);
    const canvas = within(context.canvasElement);
    await waitFor(() => expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '98'));
    await expect(canvas.getAllByText('(done)', { exact: false })).toHaveLength(6);
  },
};

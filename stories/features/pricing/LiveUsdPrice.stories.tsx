import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { LiveUsdPrice } from '../../../src/features/pricing/LiveUsdPrice';
import { advanceClock } from '../../support/storyClock';

const meta = {
  title: 'Features/Pricing/LiveUsdPrice',
  component: LiveUsdPrice,
  args: { btc: 0.0038 },
  parameters: { runtime: { seed: 3 } },
} satisfies Meta<typeof LiveUsdPrice>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AtStartingRate: Story = {
  play: async ({ canvasElement }) => {
    // 0.0038 x 26453.78 = 100.52
    await expect(within(canvasElement).getByText('$100.52')).toBeVisible();
  },
};

export const DriftsEveryFiveSeconds: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await advanceClock(context, 4999);
    await expect(canvas.getByText('$100.52')).toBeVisible();
    await advanceClock(context, 1);
    await waitFor(() => expect(canvas.queryByText('$100.52')).toBeNull());
    const shown = Number(/\$([\d.]+)/.exec(canvas.getByText(/^\$/).textContent ?? '')?.[1]);
    await expect(Math.abs(shown - 100.52)).toBeLessThanOrEqual(0.11);
  },
};

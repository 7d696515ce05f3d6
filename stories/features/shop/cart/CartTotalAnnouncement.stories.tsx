import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '@chakra-ui/react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { CartTotalAnnouncement } from '../../../../src/features/shop/cart/CartTotalAnnouncement';

/** The cart view's hidden status line, with a step that changes the totals as '+' would. */
function WithAStep({ subtotal, total }: { subtotal: string; total: string }) {
  const [figures, setFigures] = useState({ subtotal, total });
  return (
    <>
      <Button onClick={() => setFigures({ subtotal: '0.01140 BTC', total: '0.01160 BTC' })}>Step</Button>
      <CartTotalAnnouncement {...figures} />
    </>
  );
}

/** A status line hidden from sight: nothing to see, so no screenshot; the plays check what it says. */
const meta = {
  title: 'Features/Cart/CartTotalAnnouncement',
  component: CartTotalAnnouncement,
  tags: ['no-visual'],
  render: (args) => <WithAStep {...args} />,
  parameters: { controls: { disable: true } },
  args: { subtotal: '0.00760 BTC', total: '0.00780 BTC' },
} satisfies Meta<typeof CartTotalAnnouncement>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SilentOnOpening: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('');
  },
};

export const SaysTheNewTotalsAfterAChange: Story = {
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Step' }));
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent('Subtotal 0.01140 BTC, total 0.01160 BTC'),
    );
  },
};

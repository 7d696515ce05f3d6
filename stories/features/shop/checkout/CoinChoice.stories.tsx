import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CoinChoice } from '../../../../src/features/shop/checkout/CoinChoice';
import { mobileViewport } from '../../../support/viewports';

const meta = {
  title: 'Features/Checkout/CoinChoice',
  component: CoinChoice,
  args: { value: 'bitcoin', onChange: fn() },
} satisfies Meta<typeof CoinChoice>;
export default meta;
type Story = StoryObj<typeof meta>;

const details = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).getByRole('region', { name: `${name} details` });

export const Bitcoin: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: /Bitcoin/ })).toBeChecked();
    // The chosen coin is unmistakable: an accent border and a check mark, which the others lack.
    const card = (name: string) => canvas.getByText(name).closest('label')!;
    await expect(card('Bitcoin').querySelector('svg')).not.toBeNull();
    await expect(card('Monero').querySelector('svg')).toBeNull();
    await expect(getComputedStyle(card('Bitcoin')).borderColor).not.toBe(getComputedStyle(card('Monero')).borderColor);
    await expect(within(details(canvasElement, 'Bitcoin')).getAllByRole('listitem')).toHaveLength(4);
  },
};

export const Monero: Story = {
  args: { value: 'monero' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('radio', { name: /Monero/ })).toBeChecked();
    await expect(within(canvasElement).getByText('Recommended')).toBeVisible();
    await expect(details(canvasElement, 'Monero')).toHaveTextContent('Private by design');
    await expect(within(details(canvasElement, 'Monero')).getAllByRole('listitem')).toHaveLength(4);
  },
};

export const Ethereum: Story = {
  args: { value: 'ethereum' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('radio', { name: /Ethereum/ })).toBeChecked();
    await expect(within(details(canvasElement, 'Ethereum')).getAllByRole('listitem')).toHaveLength(4);
  },
};

/** Picking another coin reports it to the owner of the choice. */
export const PicksAnotherCoin: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByText('Ethereum'));
    await waitFor(() => expect(args.onChange).toHaveBeenCalledWith('ethereum'));
  },
};

export const Mobile: Story = {
  globals: mobileViewport,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('radio')).toHaveLength(3);
  },
};

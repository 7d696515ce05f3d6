import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, HStack, List, Stack, Text } from '@chakra-ui/react';
import { listSlotRecipe } from '@chakra-ui/react/theme';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { CartProvider } from '../../../../src/features/shop/cart/CartProvider';
import { useCart } from '../../../../src/features/shop/cart/CartContext';
import { findBundle } from '../../../../src/features/shop/bundles/bundles';
import { formatSatsAsBtc } from '../../../../src/lib/formatPrice';
import { clearToasts } from '../../../support/clearToasts';
import { storedCart } from '../../../support/catalogueItems';
import { withStoredValueLock } from '../../../../src/lib/storage/storedValueLock';

const cosmicVoyager = findBundle('bundle11')!;

/** Drives the cart through its hook, as the shop's buttons do, and shows what it holds. */
function CartConsole() {
  const cart = useCart();
  return (
    <Stack gap="3">
      <HStack flexWrap="wrap">
        <Button size="sm" onClick={() => cart.add('p01', 'product', 1)}>
          Add one Blue 100
        </Button>
        <Button size="sm" onClick={() => cart.setQuantity('p01', 'product', 0)}>
          Set Blue 100 to 0
        </Button>
        <Button size="sm" onClick={() => cart.setQuantity('p01', 'product', 11)}>
          Set Blue 100 to 11
        </Button>
        <Button size="sm" onClick={() => cart.addBundle(cosmicVoyager, 2)}>
          Add 2 Cosmic Voyager
        </Button>
        <Button size="sm" variant="outline" onClick={() => cart.clear()}>
          Clear
        </Button>
      </HStack>
      <List.Root recipe={listSlotRecipe} aria-label="Cart lines">
        {cart.lines.map((line) => (
          <List.Item key={`${line.type}:${line.id}`}>
            {line.type} {line.id} × {line.quantity}
          </List.Item>
        ))}
      </List.Root>
      <Text>
        {cart.totalItems} items, total {formatSatsAsBtc(cart.totals.total)}
      </Text>
    </Stack>
  );
}

/** A second cart provider that can be unmounted and mounted again, as a page reload would. */
function Remountable() {
  const [mounted, setMounted] = useState(true);
  const [generation, setGeneration] = useState(0);
  return (
    <Stack gap="4">
      <Button
        size="sm"
        variant="outline"
        alignSelf="start"
        onClick={() => {
          setMounted(false);
          setTimeout(() => {
            setGeneration((n) => n + 1);
            setMounted(true);
          }, 0);
        }}
      >
        Reload cart
      </Button>
      {mounted && (
        <CartProvider key={generation}>
          <CartConsole />
        </CartProvider>
      )}
    </Stack>
  );
}

const meta = {
  title: 'Features/Cart/CartRules',
  component: CartConsole,
} satisfies Meta<typeof CartConsole>;
export default meta;
type Story = StoryObj<typeof meta>;

const lines = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .queryAllByRole('listitem')
    .map((item) => item.textContent);

export const EleventhAddRefused: Story = {
  parameters: { cart: [{ id: 'p01', type: 'product', quantity: 9 }] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Add one Blue 100' }));
    await waitFor(() => expect(lines(canvasElement)).toEqual(['product p01 × 10']));
    await waitFor(() => expect(body.getByText('Added to cart: Blue 100')).toBeVisible());
    await userEvent.click(canvas.getByRole('button', { name: 'Add one Blue 100' }));
    await waitFor(() => expect(body.getByText('Maximum quantity limit reached')).toBeVisible());
    await expect(lines(canvasElement)).toEqual(['product p01 × 10']);
    await clearToasts(canvasElement);
  },
};

export const UpdatesOutsideOneToTenRefused: Story = {
  parameters: { cart: [{ id: 'p01', type: 'product', quantity: 3 }] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Set Blue 100 to 0' }));
    await waitFor(() => expect(body.getByText('Invalid quantity')).toBeVisible());
    await userEvent.click(canvas.getByRole('button', { name: 'Set Blue 100 to 11' }));
    await waitFor(() => expect(body.getAllByText('Invalid quantity')).toHaveLength(2));
    await expect(lines(canvasElement)).toEqual(['product p01 × 3']);
    await clearToasts(canvasElement);
  },
};

export const BundleQuantityTwoDoublesItems: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add 2 Cosmic Voyager' }));
    await waitFor(() =>
      expect(lines(canvasElement)).toEqual([
        'product p01 × 4',
        'product p03 × 4',
        'product p06 × 4',
        'product p08 × 2',
      ]),
    );
    // The bundle keeps its price: 2 x 0.0185 plus shipping, not the 0.0494 its products cost one by one.
    await expect(within(canvasElement).getByText('14 items, total 0.0372 BTC')).toBeVisible();
    await waitFor(() =>
      expect(within(canvasElement.ownerDocument.body).getByText('Added to cart: Cosmic Voyager')).toBeVisible(),
    );
    await clearToasts(canvasElement);
  },
};

export const PersistsAfterRemount: Story = {
  // The render draws its own props, so the story has no args a control could change.
  parameters: { controls: { disable: true } },
  render: () => <Remountable />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add 2 Cosmic Voyager' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Add one Blue 100' }));
    await waitFor(() => expect(lines(canvasElement)).toContain('product p01 × 5'));
    await waitFor(() => expect(storedCart()).toHaveLength(4));
    await userEvent.click(canvas.getByRole('button', { name: 'Reload cart' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Add one Blue 100' })).toBeVisible());
    await expect(lines(canvasElement)).toEqual([
      'product p01 × 5',
      'product p03 × 4',
      'product p06 × 4',
      'product p08 × 2',
    ]);
    // The bundles' price came back with the lines: 0.0372 + 0.0038.
    await expect(canvas.getByText('15 items, total 0.0410 BTC')).toBeVisible();
    await clearToasts(canvasElement);
  },
};

/**
 * A save can wait on the storage lock while another tab holds it (or a busy browser grants it
 * late). This story leaves one waiting as it ends; the preview's reset waits for it before
 * clearing storage, so the story after it starts with an empty cart.
 */
export const LeavesASaveWaiting: Story = {
  tags: ['no-visual', '!autodocs'],
  play: async ({ canvasElement }) => {
    // Another tab's task holds the cart's lock for a moment.
    void withStoredValueLock('cart', () => new Promise((release) => setTimeout(release, 300)));
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add one Blue 100' }));
    await expect(lines(canvasElement)).toEqual(['product p01 × 1']);
    await expect(storedCart()).toEqual([]);
  },
};

export const NextStoryStartsClean: Story = {
  tags: ['no-visual', '!autodocs'],
  play: async ({ canvasElement }) => {
    await expect(lines(canvasElement)).toEqual([]);
    // Once every save queued on the cart's lock before this one has run: nothing lands late.
    await withStoredValueLock('cart', () => undefined);
    await expect(storedCart()).toEqual([]);
  },
};

export const CorruptedStoredCartRepaired: Story = {
  beforeEach() {
    localStorage.setItem(
      'cart',
      JSON.stringify([
        { id: 'p02', type: 'product', quantity: 2 },
        { id: 'nope', type: 'product', quantity: 1 },
        { id: 'p03', type: 'product', quantity: 42 },
        { id: 'twelve', type: 'pack', quantity: 1 },
      ]),
    );
  },
  // The render draws its own props, so the story has no args a control could change.
  parameters: { controls: { disable: true } },
  render: () => <Remountable />,
  play: async ({ canvasElement }) => {
    await expect(lines(canvasElement)).toEqual(['product p02 × 2', 'pack twelve × 1']);
    // The older format (a plain list) is read and saved back in the current one.
    await expect(JSON.parse(localStorage.getItem('cart') ?? '{}')).toEqual({
      lines: [
        { id: 'p02', type: 'product', quantity: 2 },
        { id: 'twelve', type: 'pack', quantity: 1 },
      ],
      bundles: [],
    });
  },
};

export const UnparsableStoredCartStartsEmpty: Story = {
  beforeEach() {
    localStorage.setItem('cart', '{"broken": [1,');
  },
  // The render draws its own props, so the story has no args a control could change.
  parameters: { controls: { disable: true } },
  render: () => <Remountable />,
  play: async ({ canvasElement }) => {
    await expect(lines(canvasElement)).toEqual([]);
    await expect(within(canvasElement).getByText('0 items, total 0.0002 BTC')).toBeVisible();
  },
};

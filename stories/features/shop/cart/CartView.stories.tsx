import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { CartView } from '../../../../src/features/shop/cart/CartView';
import { clearToasts } from '../../../support/clearToasts';
import { storyLocation } from '../../../support/storyLocation';
import { expectAbove, expectLeftOf, expectNoSidewaysScroll } from '../../../support/layout';
import { typeQuantity } from '../../../support/typeQuantity';
import { storedBundles, storedCart } from '../../../support/catalogueItems';
import { mobileViewport } from '../../../support/viewports';
import { focused, listenWithScreenReader } from '../../../support/screenReader';
import { storyClock } from '../../../support/storyClock';
import { LEFT_SAVES_PREFIX } from '../../../../src/features/shop/cart/cartLeftSaves';
import { storedValueTasksDone } from '../../../../src/lib/storage/storedValueLock';
import { DEFAULT_STORY_NOW } from '../../../../.storybook/storyRuntime';

const meta = {
  title: 'Features/Cart/CartView',
  component: CartView,
} satisfies Meta<typeof CartView>;
export default meta;
type Story = StoryObj<typeof meta>;

// Purple Rex 0.0034 x 3, Twelve Pack 0.00048 x 2, Single Pill 0.00008 x 1.
const mixed = {
  cart: [
    { id: 'p03', type: 'product', quantity: 3 },
    { id: 'twelve', type: 'pack', quantity: 2 },
    { id: 'single', type: 'pack', quantity: 1 },
  ],
};

const summary = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('region', { name: 'Order Summary' }));
/** The figure on the summary row that starts with `label`. */
const summaryValue = (canvasElement: HTMLElement, label: string) =>
  summary(canvasElement).getByText(label).nextElementSibling?.textContent;
const toasts = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
    await expect(canvas.getByText('Add a product, bundle or pack to get started.')).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Order Summary' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Clear cart' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/products');
    await userEvent.click(canvas.getByRole('link', { name: 'Browse Products' }));
    await waitFor(() => expect(storyLocation(canvasElement)).toBe('/products'));
  },
};

export const ProductsAndPacksListedApart: Story = {
  parameters: mixed,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const products = within(canvas.getByRole('region', { name: 'Products' }));
    const packs = within(canvas.getByRole('region', { name: 'Packs' }));
    await expect(products.getAllByRole('listitem')).toHaveLength(1);
    await expect(packs.getAllByRole('listitem')).toHaveLength(2);
    // A product name opens its page; packs have no product page to open from here.
    await expect(products.getByRole('link', { name: 'Purple Rex' })).toHaveAttribute('href', '/products/p03');
    await expect(packs.queryAllByRole('link')).toHaveLength(0);
    // Unit and line prices: products to 4 decimals, packs to 5.
    await expect(products.getByText('0.0034 BTC each')).toBeVisible();
    await expect(products.getByText('0.0102 BTC')).toBeVisible();
    await expect(packs.getByText('0.00048 BTC each')).toBeVisible();
    await expect(packs.getByText('0.00096 BTC')).toBeVisible();
    await expect(packs.getByRole('spinbutton', { name: 'Quantity of Single Pill' })).toHaveValue('1');
  },
};

export const SummaryAddsFlatShipping: Story = {
  parameters: mixed,
  play: async ({ canvasElement }) => {
    await expect(summaryValue(canvasElement, 'Items')).toBe('6');
    // 0.0102 + 0.00096 + 0.00008, then the flat 0.0002 BTC shipping.
    await expect(summaryValue(canvasElement, 'Subtotal')).toBe('0.01124 BTC');
    await expect(summaryValue(canvasElement, 'Shipping')).toBe('0.00020 BTC');
    await expect(summaryValue(canvasElement, 'Total')).toBe('0.01144 BTC');
    await expect(summary(canvasElement).getByRole('link', { name: 'Secure Checkout' })).toHaveAttribute(
      'href',
      '/crypto-vault-loading',
    );
  },
};

export const PacksOnly: Story = {
  parameters: { cart: [{ id: 'triple', type: 'pack', quantity: 1 }] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('region', { name: 'Products' })).toBeNull();
    await expect(canvas.getByRole('region', { name: 'Packs' })).toBeVisible();
    await expect(summaryValue(canvasElement, 'Subtotal')).toBe('0.00024 BTC');
    await expect(summaryValue(canvasElement, 'Total')).toBe('0.00044 BTC');
  },
};

export const QuantityStaysWithinOneToTen: Story = {
  parameters: {
    cart: [
      { id: 'p02', type: 'product', quantity: 9 },
      { id: 'single', type: 'pack', quantity: 1 },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // A line at 1 cannot go lower here: removing it is its own button.
    await expect(canvas.getByRole('button', { name: 'Decrease quantity of Single Pill' })).toBeDisabled();
    const increase = canvas.getByRole('button', { name: 'Increase quantity of Red 47' });
    await userEvent.click(increase);
    await waitFor(() => expect(summaryValue(canvasElement, 'Items')).toBe('11'));
    await expect(increase).toBeDisabled();
    await expect(canvas.getByText('0.0450 BTC')).toBeVisible();
    // Typing past the limit is refused with 'Invalid quantity' (docs/behaviour.md#cart), and the line keeps its 10.
    const quantity = canvas.getByRole('spinbutton', { name: 'Quantity of Red 47' });
    await typeQuantity(quantity, '25');
    await userEvent.tab();
    await waitFor(() => expect(toasts(canvasElement).getByText('Invalid quantity: choose 1 to 10')).toBeVisible());
    await expect(quantity).toHaveValue('10');
    await expect(summaryValue(canvasElement, 'Items')).toBe('11');
    await expect(summaryValue(canvasElement, 'Total')).toBe('0.04528 BTC');
    await waitFor(() => expect(storedCart()).toContainEqual({ id: 'p02', type: 'product', quantity: 10 }));
    await clearToasts(canvasElement);
  },
};

/**
 * A change made as the tab closes is kept: the cart saves a change under the storage lock a task
 * after it shows it, and saves what is still pending at once when the page is left (pagehide).
 */
export const LeavingKeepsTheLastChange: Story = {
  parameters: { cart: [{ id: 'p02', type: 'product', quantity: 1 }] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The tap and the leaving in one task, before the lock is granted.
    fireEvent.click(canvas.getByRole('button', { name: 'Increase quantity of Red 47' }));
    canvasElement.ownerDocument.defaultView?.dispatchEvent(new PageTransitionEvent('pagehide'));
    await expect(storedCart()).toEqual([{ id: 'p02', type: 'product', quantity: 2 }]);
    await waitFor(() => expect(summaryValue(canvasElement, 'Items')).toBe('2'));
    // And leaves that save for the tabs that stay, in case one of them writes over it.
    const left = Object.keys(localStorage).filter((key) => key.startsWith(LEFT_SAVES_PREFIX));
    await expect(left).toHaveLength(1);
    await expect(JSON.parse(localStorage.getItem(left[0] ?? '') ?? '[]')).toEqual([
      expect.objectContaining({ action: { type: 'step', id: 'p02', lineType: 'product', delta: 1 } }),
    ]);
  },
};

/**
 * Site data cleared in another tab (the storage event with no key) stays cleared: this tab shows the
 * empty cart, neither makes its recent change again nor leaves it for another tab when it closes.
 */
export const DataClearedElsewhereStaysCleared: Story = {
  parameters: { cart: [{ id: 'p02', type: 'product', quantity: 1 }] },
  tags: ['!autodocs', 'no-visual'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const view = canvasElement.ownerDocument.defaultView ?? window;
    await userEvent.click(canvas.getByRole('button', { name: 'Increase quantity of Red 47' }));
    await waitFor(() => expect(storedCart()).toEqual([{ id: 'p02', type: 'product', quantity: 2 }]));
    await storedValueTasksDone();
    view.localStorage.clear();
    view.dispatchEvent(new StorageEvent('storage', { key: null, storageArea: view.localStorage }));
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible());
    await storedValueTasksDone();
    await expect(view.localStorage.getItem('cart')).toBeNull();
    view.dispatchEvent(new PageTransitionEvent('pagehide'));
    await expect(Object.keys(view.localStorage).filter((key) => key.startsWith(LEFT_SAVES_PREFIX))).toEqual([]);
    await expect(view.localStorage.getItem('cart')).toBeNull();
  },
};

/** A +1 on Red 47 that a closed tab saved at `now`, as it leaves it in storage (cartLeftSaves.ts). */
const leftByClosedTab = (now: number) => ({
  key: `${LEFT_SAVES_PREFIX}closedtab`,
  text: JSON.stringify([
    { id: `${now}-closedtab-1`, action: { type: 'step', id: 'p02', lineType: 'product', delta: 1 }, at: now },
  ]),
});

/**
 * A closing tab's last change, written over by a tab that had not seen it yet, still counts: the
 * closing tab left its recent saves in storage, and a tab that stays, told by the storage event,
 * applies again the one the cart lacks, once.
 */
export const AClosingTabsLostChangeIsMadeAgain: Story = {
  parameters: { cart: [{ id: 'p02', type: 'product', quantity: 1 }] },
  tags: ['!autodocs'],
  play: async (context) => {
    const { canvasElement } = context;
    const view = canvasElement.ownerDocument.defaultView ?? window;
    const { key, text } = leftByClosedTab(storyClock(context).now());
    const leave = () => {
      view.localStorage.setItem(key, text);
      view.dispatchEvent(new StorageEvent('storage', { key, newValue: text, storageArea: view.localStorage }));
    };
    // Left while this tab runs: once its start-up (which saves the seeded cart) has looked for saves to adopt.
    await waitFor(() => expect(storedCart()).toEqual([{ id: 'p02', type: 'product', quantity: 1 }]));
    await storedValueTasksDone();
    leave();
    await waitFor(() => expect(summaryValue(canvasElement, 'Items')).toBe('2'));
    await expect(storedCart()).toEqual([{ id: 'p02', type: 'product', quantity: 2 }]);
    await expect(view.localStorage.getItem(key)).toBeNull();
    // The same saves left again: taken, and nothing applied twice.
    leave();
    await waitFor(() => expect(view.localStorage.getItem(key)).toBeNull());
    await expect(summaryValue(canvasElement, 'Items')).toBe('2');
    await expect(storedCart()).toEqual([{ id: 'p02', type: 'product', quantity: 2 }]);
  },
};

/** Saves a tab left as it closed, with no other tab open, are adopted by the next page to start. */
export const ThePageAfterAdoptsWhatAClosingTabLeft: Story = {
  parameters: { cart: [{ id: 'p02', type: 'product', quantity: 1 }] },
  tags: ['!autodocs'],
  beforeEach() {
    const { key, text } = leftByClosedTab(Date.parse(DEFAULT_STORY_NOW));
    localStorage.setItem(key, text);
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(summaryValue(canvasElement, 'Items')).toBe('2'));
    await expect(storedCart()).toEqual([{ id: 'p02', type: 'product', quantity: 2 }]);
    await expect(Object.keys(localStorage).filter((key) => key.startsWith(LEFT_SAVES_PREFIX))).toEqual([]);
  },
};

/**
 * Saves left by a tab as it closed are not made again into storage that was cleared since (the
 * visitor cleared the site's data): no stale write leaves no cart at all.
 */
export const LeftSavesAfterStorageWasClearedAreDropped: Story = {
  tags: ['!autodocs'],
  beforeEach() {
    const now = Date.parse(DEFAULT_STORY_NOW);
    localStorage.setItem(
      `${LEFT_SAVES_PREFIX}closedtab`,
      JSON.stringify([
        { id: `${now}-closedtab-1`, action: { type: 'add', id: 'p02', lineType: 'product', quantity: 1 }, at: now },
      ]),
    );
  },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(Object.keys(localStorage).filter((key) => key.startsWith(LEFT_SAVES_PREFIX))).toEqual([]),
    );
    await storedValueTasksDone();
    await expect(within(canvasElement).getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
    await expect(localStorage.getItem('cart')).toBeNull();
  },
};

export const RemoveLastProductKeepsPacks: Story = {
  parameters: mixed,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Purple Rex' }));
    await waitFor(() => expect(toasts(canvasElement).getByText('Item removed from cart')).toBeVisible());
    await expect(toasts(canvasElement).getByText('Purple Rex')).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Products' })).toBeNull();
    await expect(within(canvas.getByRole('region', { name: 'Packs' })).getAllByRole('listitem')).toHaveLength(2);
    await expect(summaryValue(canvasElement, 'Items')).toBe('3');
    await expect(summaryValue(canvasElement, 'Total')).toBe('0.00124 BTC');
    await clearToasts(canvasElement);
  },
};

export const ClearEmptiesTheCart: Story = {
  parameters: mixed,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Clear cart' }));
    await waitFor(() => expect(toasts(canvasElement).getByText('Cart cleared')).toBeVisible());
    await expect(canvas.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
    await waitFor(() => expect(storedCart()).toEqual([]));
    await expect(storedBundles()).toEqual([]);
    await clearToasts(canvasElement);
  },
};

export const Desktop: Story = {
  parameters: mixed,
  play: async ({ canvasElement }) => {
    // Lines on the left, the summary beside them.
    const canvas = within(canvasElement);
    await expectLeftOf(
      canvas.getByRole('region', { name: 'Products' }),
      canvas.getByRole('region', { name: 'Order Summary' }),
    );
  },
};

export const Mobile: Story = {
  parameters: mixed,
  globals: mobileViewport,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // One column on a phone: the summary comes after every line and the Clear cart button.
    await expectAbove(
      canvas.getByRole('button', { name: 'Clear cart' }),
      canvas.getByRole('region', { name: 'Order Summary' }),
    );
    await expectNoSidewaysScroll(canvasElement);
  },
};

// Weekend Retreat (0.0125): Purple Rex 0.0034 + Happy Face 0.0028 x 2 + Gold Bar 0.0031 x 2 = 0.0152.
const weekendRetreat = {
  cart: [
    { id: 'p03', type: 'product', quantity: 1 },
    { id: 'p04', type: 'product', quantity: 2 },
    { id: 'p08', type: 'product', quantity: 2 },
  ],
  cartBundles: [{ id: 'bundle09', quantity: 1 }],
};

/** A bundle keeps its price: the summary takes its products down to the bundle's 0.0125. */
export const OneBundle: Story = {
  parameters: weekendRetreat,
  play: async ({ canvasElement }) => {
    await expect(summaryValue(canvasElement, 'Subtotal')).toBe('0.01520 BTC');
    await expect(summaryValue(canvasElement, 'Bundle discount: Weekend Retreat × 1')).toBe('−0.00270 BTC');
    await expect(summaryValue(canvasElement, 'Total')).toBe('0.01270 BTC');
  },
};

/** Two bundles side by side, one of them twice: Starter Pack (0.0059) x 2 and Weekend Retreat. */
export const TwoBundles: Story = {
  parameters: {
    cart: [
      { id: 'p03', type: 'product', quantity: 1 },
      { id: 'p04', type: 'product', quantity: 4 },
      { id: 'p08', type: 'product', quantity: 2 },
      { id: 'p01', type: 'product', quantity: 2 },
    ],
    cartBundles: [
      { id: 'bundle09', quantity: 1 },
      { id: 'bundle01', quantity: 2 },
    ],
  },
  play: async ({ canvasElement }) => {
    // Lines: 0.0034 + 0.0112 + 0.0062 + 0.0076 = 0.0284; discounts 0.0027 and (0.0066 - 0.0059) x 2.
    await expect(summaryValue(canvasElement, 'Subtotal')).toBe('0.02840 BTC');
    await expect(summaryValue(canvasElement, 'Bundle discount: Weekend Retreat × 1')).toBe('−0.00270 BTC');
    await expect(summaryValue(canvasElement, 'Bundle discount: Starter Pack × 2')).toBe('−0.00140 BTC');
    await expect(summaryValue(canvasElement, 'Total')).toBe('0.02450 BTC');
  },
};

/**
 * Lowering a line two bundles share takes off as few bundles as needed (the latest added, one of
 * the two Starter Packs), says so, and leaves the rest of the discount.
 */
export const BundleBroken: Story = {
  parameters: TwoBundles.parameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Decrease quantity of Happy Face' }));
    await waitFor(() => expect(toasts(canvasElement).getByText('Bundle discount removed: Starter Pack')).toBeVisible());
    // 0.0284 - 0.0028 of lines, less 0.0027 and 0.0007 of discounts, plus shipping.
    await expect(summaryValue(canvasElement, 'Bundle discount: Weekend Retreat × 1')).toBe('−0.00270 BTC');
    await expect(summaryValue(canvasElement, 'Bundle discount: Starter Pack × 1')).toBe('−0.00070 BTC');
    await expect(summaryValue(canvasElement, 'Total')).toBe('0.02240 BTC');
    await waitFor(() =>
      expect(storedBundles()).toEqual([
        { id: 'bundle09', quantity: 1 },
        { id: 'bundle01', quantity: 1 },
      ]),
    );
    await clearToasts(canvasElement);
  },
};

/** Storage refuses the cart (full or blocked): the cart works on and says, once, that it will not be kept. */
export const StorageRefusesTheCart: Story = {
  parameters: { cart: [{ id: 'p02', type: 'product', quantity: 1 }] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const setItem = spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    const warn = spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const increase = canvas.getByRole('button', { name: 'Increase quantity of Red 47' });
      await userEvent.click(increase);
      // The warning toast and the notice in the cart.
      await waitFor(() => expect(toasts(canvasElement).getAllByText('Your cart will not be kept')).toHaveLength(2));
      await expect(canvas.getByTestId('cart-not-kept')).toHaveTextContent('lost when you leave or reload');
      await userEvent.click(increase);
      await waitFor(() => expect(summaryValue(canvasElement, 'Items')).toBe('3'));
      // Told once: the one toast and the notice in the cart, no second toast.
      await expect(toasts(canvasElement).getAllByText('Your cart will not be kept')).toHaveLength(2);
    } finally {
      setItem.mockRestore();
      warn.mockRestore();
    }
    await clearToasts(canvasElement);
  },
};

/**
 * With a screen reader and the keyboard: Remove takes its own line away, so the focus moves to
 * the next line's Remove (the one before, for the last line; the empty cart's heading once nothing
 * is left), and the removal is spoken once (docs/behaviour.md#what-each-screen-announces).
 */
export const RemoveWithScreenReader: Story = {
  tags: ['no-visual', '!autodocs'],
  parameters: mixed,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await listenWithScreenReader(canvasElement.ownerDocument.body, async (reader) => {
      canvas.getByRole('button', { name: 'Remove Purple Rex' }).focus();
      await userEvent.keyboard('{Enter}');
      await waitFor(() =>
        expect(focused(canvasElement)).toBe(canvas.getByRole('button', { name: 'Remove Twelve Pack' })),
      );
      // Which line went, not only that one did.
      await reader.heard('Purple Rex');
      await reader.heard('Item removed from cart');
      await reader.heard('button, Remove Twelve Pack');
      canvas.getByRole('button', { name: 'Remove Single Pill' }).focus();
      await userEvent.keyboard('{Enter}');
      await waitFor(() =>
        expect(focused(canvasElement)).toBe(canvas.getByRole('button', { name: 'Remove Twelve Pack' })),
      );
      await userEvent.keyboard('{Enter}');
      await waitFor(() =>
        expect(focused(canvasElement)).toBe(canvas.getByRole('heading', { name: 'Your cart is empty' })),
      );
    });
    await clearToasts(canvasElement);
  },
};

/** A step in the cart says the new subtotal and total, once; opening the cart says none. */
export const StepWithScreenReader: Story = {
  tags: ['no-visual', '!autodocs'],
  parameters: mixed,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await listenWithScreenReader(canvasElement, async (reader) => {
      canvas.getByRole('spinbutton', { name: 'Quantity of Purple Rex' }).focus();
      await reader.heard('spinbutton, Quantity of Purple Rex');
      await expect(await reader.timesHeard('Subtotal')).toBe(0);
      await userEvent.keyboard('{ArrowUp}');
      // Purple Rex 0.0034 x 4, the packs 0.00104; shipping 0.0002.
      await reader.heard('Subtotal 0.01464 BTC, total 0.01484 BTC');
      await waitFor(() => expect(summaryValue(canvasElement, 'Items')).toBe('7'));
      await expect(await reader.timesHeard('Subtotal')).toBe(1);
    });
  },
};

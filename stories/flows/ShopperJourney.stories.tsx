import type { Meta, StoryObj } from '@storybook/react-vite';
import * as home from '../pages/HomePage.stories';
import * as products from '../pages/ProductsPage.stories';
import * as catalogue from '../features/shop/catalogue/ProductCatalogue.stories';
import * as productDetail from '../pages/ProductDetailPage.stories';
import * as bundles from '../pages/BundlesPage.stories';
import * as bundleDetail from '../pages/BundleDetailPage.stories';
import * as cart from '../pages/CartPage.stories';
import * as loading from '../pages/CryptoVaultLoadingPage.stories';
import * as payment from '../pages/CryptoVaultPaymentPage.stories';
import { FlowStage, flowParameters, flowScreens } from './flowScreen';

const meta = {
  title: 'Flows/Shopper',
  component: FlowStage,
  // Every screen is already shot and played by its own story in the Vitest run; a flow checks that
  // they hold together, in the real preview only (the Storybook UI runner), so no play runs twice.
  tags: ['no-visual', '!test'],
  parameters: flowParameters(
    'An anonymous shopper from the home page to the payment screen. Each step replays the story of that screen (its setup and its play function), so the journey and the screens test the same rules.',
  ),
} satisfies Meta<typeof FlowStage>;
export default meta;
type Story = StoryObj<typeof meta>;

// A journey is told in a few chained stories, each short enough for one test's time limit.

export const BrowseAndSearch: Story = {
  play: async ({ canvasElement, step }) => {
    const screen = flowScreens(canvasElement);
    await step('Land on the home page', () => screen(home, 'Desktop'));
    await step('Browse the catalogue', () => screen(products, 'Default'));
    await step('Search by colour, then by category', () => screen(catalogue, 'SearchIsCaseInsensitive'));
  },
};

export const AddProducts: Story = {
  play: async ({ canvasElement, step }) => {
    const screen = flowScreens(canvasElement);
    await step('Add a product from its card and open it', () => screen(products, 'AddToCartAndOpenProduct'));
    await step('Choose a quantity on the product page and add it', () => screen(productDetail, 'AddTwoToCart'));
  },
};

export const AddBundles: Story = {
  play: async ({ canvasElement, step }) => {
    const screen = flowScreens(canvasElement);
    await step('Add a bundle from the bundle list', () => screen(bundles, 'AddBundleToCart'));
    await step('Buy a bundle now: the checkout section opens', () => screen(bundleDetail, 'BuyNowRevealsCheckout'));
  },
};

export const CartToPayment: Story = {
  play: async ({ canvasElement, step }) => {
    const screen = flowScreens(canvasElement);
    await step('Review the cart: products and packs, total with shipping', () => screen(cart, 'WithProductsAndPacks'));
    await step('Change a quantity, remove a line, clear the cart', () => screen(cart, 'ChangeRemoveAndClear'));
    await step('Go to secure checkout', () => screen(cart, 'SecureCheckoutGoesToLoading'));
    await step('Wait through the security check', () => screen(loading, 'FullSequence'));
    await step('See the order total in Bitcoin', () => screen(payment, 'BitcoinByDefault'));
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import HomePage from '../../src/pages/HomePage';
import { featuredProducts } from '../../src/features/home/featuredProducts';
import { DEFAULT_STORY_NOW } from '../../.storybook/storyRuntime';
import { storyLocation } from '../support/storyLocation';
import { mobileViewport } from '../support/viewports';
import { expectPhoneLayout } from '../support/layout';
import { screenshotBeforeLeaving } from '../support/screenshotBeforeLeaving';

const meta = {
  title: 'Pages/HomePage',
  component: HomePage,
  parameters: { page: true, router: { route: '/', path: '/' } },
} satisfies Meta<typeof HomePage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(within(canvasElement).getByRole('main'));
    await expect(canvas.getByText('Highest quality. Fastest delivery. Strongest security.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'View Bundles' })).toHaveAttribute('href', '/bundles');
    await expect(canvas.getByText(/Join thousands of satisfied customers/)).toBeVisible();
    await screenshotBeforeLeaving();
    await userEvent.click(canvas.getByRole('link', { name: 'Browse Products' }));
    await waitFor(() => expect(storyLocation(canvasElement)).toBe('/products'));
  },
};

export const FeaturedProductsOfTheDay: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const expected = featuredProducts(Date.parse(DEFAULT_STORY_NOW));
    const carousel = within(canvas.getByRole('region', { name: 'Featured products carousel' }));
    const first = expected[0]!;
    await expect(carousel.getByRole('group')).toHaveAccessibleName('1 of 8');
    await expect(carousel.getByRole('heading', { name: first.name })).toBeVisible();
    await expect(carousel.getByText('15% OFF')).toBeVisible();
    await expect(carousel.getByText('Lab tested purity')).toBeVisible();
    await expect(carousel.getByRole('link', { name: `Learn More about ${first.name}` })).toHaveAttribute(
      'href',
      `/products/${first.id}`,
    );
    await userEvent.click(carousel.getByRole('button', { name: 'Next slide' }));
    await waitFor(() => expect(carousel.getByRole('heading', { name: expected[1]!.name })).toBeVisible());
  },
};

export const PackSpecialsAndCards: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const packs = within(canvas.getByRole('region', { name: 'Pack specials carousel' }));
    await expect(packs.getByRole('heading', { name: 'Single Pill' })).toBeVisible();
    await expect(packs.getByText('80% purity (budget variant)')).toBeVisible();
    // 0.00008 BTC at the fixed 67000 rate.
    await expect(packs.getByText('$5.36')).toBeVisible();
    await expect(packs.getByRole('link', { name: 'View Pack Single Pill' })).toHaveAttribute('href', '/packs/single');
    const why = within(canvas.getByRole('region', { name: 'Why Choose Us' }));
    await expect(why.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/factory-direct',
      '/pure-products',
      '/quality-control',
      '/delivery-guarantee',
    ]);
    const anonymity = within(canvas.getByRole('region', { name: 'Complete Anonymity' }));
    await expect(anonymity.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/e2e-encryption',
      '/discreet-payments',
      '/discreet-shipping',
    ]);
  },
};

export const Mobile: Story = {
  globals: mobileViewport,
  play: ({ canvasElement }) => expectPhoneLayout(canvasElement),
};

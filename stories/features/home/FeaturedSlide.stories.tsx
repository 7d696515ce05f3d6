import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { FeaturedSlide } from '../../../src/features/home/FeaturedSlide';
import { findProduct } from '../../../src/features/shop/catalogue/products';
import { storyLocation } from '../../support/storyLocation';
import { expectAbove, expectLeftOf, expectWithinViewportWidth } from '../../support/layout';
import { mobileViewport } from '../../support/viewports';

const meta = {
  title: 'Features/Home/FeaturedSlide',
  component: FeaturedSlide,
  args: { product: findProduct('p01')! },
} satisfies Meta<typeof FeaturedSlide>;
export default meta;
type Story = StoryObj<typeof meta>;

const artwork = (canvasElement: HTMLElement) => canvasElement.querySelector('svg[aria-hidden="true"]') as SVGElement;

export const BlueHundred: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', { level: 3, name: 'Blue 100' });
    await expect(canvas.getByText('15% OFF')).toBeVisible();
    await expect(canvas.getByText(findProduct('p01')!.description)).toBeVisible();
    await expect(canvas.getAllByRole('listitem').map((item) => item.textContent?.trim())).toEqual([
      'Lab tested purity',
      'Discreet packaging',
      'Guaranteed delivery',
    ]);
    // Stars to one decimal, said once: the visible figure is not read a second time.
    await expect(canvas.getByRole('img', { name: 'Rated 4.8 out of 5' })).toBeVisible();
    await expect(canvas.getByText('4.8')).toHaveAttribute('aria-hidden', 'true');
    // 0.0038 BTC, struck through at 15 % more: 0.00437, shown to 4 decimals.
    await expect(canvas.getByText('0.0038 BTC')).toBeVisible();
    const struck = canvasElement.querySelector('s') as HTMLElement;
    await expect(struck).toHaveTextContent('was 0.0044 BTC');
    await expect(struck).toBeVisible();
    // The picture is decoration beside the name, beside the text on a wide screen.
    await expect(artwork(canvasElement)).toHaveAttribute('aria-hidden', 'true');
    await expectLeftOf(artwork(canvasElement), heading);
  },
};

export const LearnMoreOpensTheProduct: Story = {
  args: { product: findProduct('p02')! },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Learn More about Red 47' });
    await expect(link).toHaveAttribute('href', '/products/p02');
    link.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(storyLocation(canvasElement)).toBe('/products/p02'));
  },
};

export const Mobile: Story = {
  globals: mobileViewport,
  args: { product: findProduct('p06')! },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', { level: 3, name: 'Green Bat' });
    // On a phone the picture sits above the text, and nothing runs off the screen.
    await expectAbove(artwork(canvasElement), heading);
    await expectWithinViewportWidth(canvas.getByRole('link', { name: 'Learn More about Green Bat' }));
    await expectWithinViewportWidth(canvas.getByText(findProduct('p06')!.description));
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { PackSlide } from '../../../src/features/home/PackSlide';
import { findPack } from '../../../src/features/shop/packs/packs';
import { storyLocation } from '../../support/storyLocation';
import { expectAbove, expectLeftOf, expectWithinViewportWidth } from '../../support/layout';
import { mobileViewport } from '../../support/viewports';

const meta = {
  title: 'Features/Home/PackSlide',
  component: PackSlide,
  args: { pack: findPack('twelve')! },
} satisfies Meta<typeof PackSlide>;
export default meta;
type Story = StoryObj<typeof meta>;

const artwork = (canvasElement: HTMLElement) => canvasElement.querySelector('svg[aria-hidden="true"]') as SVGElement;

export const TwelvePack: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', { level: 3, name: 'Twelve Pack' });
    await expect(canvas.getByText('12 pills')).toBeVisible();
    await expect(canvas.getByText('Best value')).toBeVisible();
    await expect(canvas.getByText('Save 40%')).toBeVisible();
    await expect(canvas.getByText('80% purity (budget variant)')).toBeVisible();
    // Packs show BTC to 5 decimals, and dollars estimated at the fixed 67000 rate: 0.00048 x 67000.
    await expect(canvas.getByText('0.00048 BTC')).toBeVisible();
    await expect(canvas.getByText(/\$32\.16/)).toHaveTextContent('≈ about $32.16');
    await expectLeftOf(artwork(canvasElement), heading);
  },
};

export const SinglePillIsSingular: Story = {
  args: { pack: findPack('single')! },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('1 pill')).toBeVisible();
    await expect(canvas.queryByText('1 pills')).toBeNull();
    await expect(canvas.getByText('Trial size')).toBeVisible();
  },
};

export const TriplePackZeroDiscountTag: Story = {
  // The triple pack has no discount label, and its tag reads '0% Discount' (docs/behaviour.md#catalogue-data).
  args: { pack: findPack('triple')! },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('3 pills')).toBeVisible();
    await expect(canvas.getByText('0% Discount')).toBeVisible();
    await expect(canvas.getByText('0.00024 BTC')).toBeVisible();
    await expect(canvas.getByText(/\$16\.08/)).toBeVisible();
  },
};

export const ViewPackOpensThePack: Story = {
  args: { pack: findPack('six')! },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'View Pack Six Pack' });
    await expect(link).toHaveAttribute('href', '/packs/six');
    await userEvent.click(link);
    await waitFor(() => expect(storyLocation(canvasElement)).toBe('/packs/six'));
  },
};

export const Mobile: Story = {
  globals: mobileViewport,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectAbove(artwork(canvasElement), canvas.getByRole('heading', { level: 3, name: 'Twelve Pack' }));
    await expectWithinViewportWidth(canvas.getByRole('link', { name: 'View Pack Twelve Pack' }));
  },
};

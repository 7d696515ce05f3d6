import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { expectPageHeading } from '../support/expectHeading';
import { storyLocation } from '../support/storyLocation';
import PackDetailPage from '../../src/pages/PackDetailPage';
import { mobileViewport } from '../support/viewports';
import { expectPhoneLayout } from '../support/layout';
import { screenshotBeforeLeaving } from '../support/screenshotBeforeLeaving';

const meta = {
  title: 'Pages/PackDetailPage',
  component: PackDetailPage,
  parameters: { page: true, router: { route: '/packs/:packId', path: '/packs/twelve' } },
} satisfies Meta<typeof PackDetailPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async (context) => {
    const canvas = within(within(context.canvasElement).getByRole('main'));
    await expectPageHeading('Twelve Pack')(context);
    await expect(canvas.getByText('Save 40%')).toBeVisible();
    await expect(canvas.getByText('0.00048 BTC')).toBeVisible();
    await expect(canvas.getByText('$30.00')).toBeVisible();
    // Purity and pack size are each said once on the page.
    await expect(canvas.getAllByText(/80% purity \(budget variant\)/)).toHaveLength(1);
    await expect(canvas.getAllByText('12 Pills')).toHaveLength(1);
    for (const [name, href] of [
      ['Discreet Shipping', '/shipping-policy'],
      ['Secure Payment', '/security'],
      ['30-Day Guarantee', '/refund-policy'],
    ]) {
      await expect(canvas.getByRole('link', { name })).toHaveAttribute('href', href);
    }
  },
};

export const NotFound: Story = {
  parameters: { router: { route: '/packs/:packId', path: '/packs/pack-10' } },
  play: async (context) => {
    await expectPageHeading('Pack Not Found')(context);
    await screenshotBeforeLeaving();
    await userEvent.click(within(context.canvasElement).getByRole('link', { name: 'Back to Home' }));
    await waitFor(() => expect(storyLocation(context.canvasElement)).toBe('/'));
  },
};

export const Mobile: Story = {
  globals: mobileViewport,
  play: ({ canvasElement }) => expectPhoneLayout(canvasElement),
};

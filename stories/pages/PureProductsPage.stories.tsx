import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { expectPageHeading } from '../support/expectHeading';
import { expectPhoneLayout } from '../support/layout';
import { mobileViewport } from '../support/viewports';
import PureProductsPage from '../../src/pages/PureProductsPage';

const meta = {
  title: 'Pages/PureProductsPage',
  component: PureProductsPage,
  parameters: { page: true, router: { route: '/pure-products', path: '/pure-products' } },
} satisfies Meta<typeof PureProductsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async (context) => {
    await expectPageHeading('Pure Products')(context);
    const canvas = within(context.canvasElement);
    await expect(canvas.getByText('Sealed, tamper-evident packs.')).toBeVisible();
  },
};

/** On a phone: one column, link cards and buttons as 44 px targets, nothing wider than the screen. */
export const Mobile: Story = {
  globals: mobileViewport,
  play: async (context) => {
    await expectPageHeading('Pure Products')(context);
    await expectPhoneLayout(context.canvasElement);
  },
};

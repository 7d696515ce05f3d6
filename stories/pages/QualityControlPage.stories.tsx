import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { expectPageHeading } from '../support/expectHeading';
import { expectPhoneLayout } from '../support/layout';
import { mobileViewport } from '../support/viewports';
import QualityControlPage from '../../src/pages/QualityControlPage';

const meta = {
  title: 'Pages/QualityControlPage',
  component: QualityControlPage,
  parameters: { page: true, router: { route: '/quality-control', path: '/quality-control' } },
} satisfies Meta<typeof QualityControlPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async (context) => {
    await expectPageHeading('Quality Control')(context);
    const canvas = within(context.canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Checked at every stage' })).toBeVisible();
  },
};

/** On a phone: one column, link cards and buttons as 44 px targets, nothing wider than the screen. */
export const Mobile: Story = {
  globals: mobileViewport,
  play: async (context) => {
    await expectPageHeading('Quality Control')(context);
    await expectPhoneLayout(context.canvasElement);
  },
};

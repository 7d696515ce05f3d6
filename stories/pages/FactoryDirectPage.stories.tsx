import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { expectPageHeading } from '../support/expectHeading';
import { expectPhoneLayout } from '../support/layout';
import { mobileViewport } from '../support/viewports';
import FactoryDirectPage from '../../src/pages/FactoryDirectPage';

const meta = {
  title: 'Pages/FactoryDirectPage',
  component: FactoryDirectPage,
  parameters: { page: true, router: { route: '/factory-direct', path: '/factory-direct' } },
} satisfies Meta<typeof FactoryDirectPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async (context) => {
    await expectPageHeading('Factory Direct')(context);
    const canvas = within(context.canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'What factory direct gives you' })).toBeVisible();
  },
};

/** On a phone: one column, link cards and buttons as 44 px targets, nothing wider than the screen. */
export const Mobile: Story = {
  globals: mobileViewport,
  play: async (context) => {
    await expectPageHeading('Factory Direct')(context);
    await expectPhoneLayout(context.canvasElement);
  },
};

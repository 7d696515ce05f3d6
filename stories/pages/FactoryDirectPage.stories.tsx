import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { expectPageHeading } from '../support/expectHeading';
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

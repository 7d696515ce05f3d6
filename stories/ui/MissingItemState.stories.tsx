import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { MissingItemState } from '../../src/ui/MissingItemState';
import { storyLocation } from '../support/storyLocation';

const meta = {
  title: 'UI/MissingItemState',
  component: MissingItemState,
  args: { item: 'product', backTo: '/products', backLabel: 'Back to Products' },
  parameters: {
    docs: {
      description: {
        component:
          "The not-found screen of a detail page ('Product Not Found', 'Bundle Not Found', 'Pack Not Found') with a way back to the list.",
      },
    },
  },
  argTypes: {
    item: { description: "What was asked for: 'product', 'bundle' or 'pack'; it names the title.", control: 'text' },
    backTo: { description: 'Route of the way back.', control: 'text' },
    backLabel: { description: 'Text of the way back.', control: 'text' },
    description: { description: "Replaces the default 'doesn't exist or has been removed' sentence.", control: 'text' },
  },
} satisfies Meta<typeof MissingItemState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'This product is not in the vault' })).toBeVisible();
    await expect(canvas.getByText("The product you are looking for doesn't exist or has been removed.")).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: 'Back to Products' }));
    await waitFor(() => expect(storyLocation(canvasElement)).toBe('/products'));
  },
};

export const WithOwnDescription: Story = {
  args: {
    item: 'pack',
    backTo: '/',
    backLabel: 'Back to Home',
    description: 'Choose one of the pack specials on the home page.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'This pack is not in the vault' })).toBeVisible();
    await expect(canvas.getByText('Choose one of the pack specials on the home page.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  },
};

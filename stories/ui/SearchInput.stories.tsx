import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SearchInput, type SearchInputProps } from '../../src/ui/SearchInput';
import { useHeldValue } from '../support/heldValue';

function Controlled(props: SearchInputProps) {
  return <SearchInput {...props} {...useHeldValue(props)} />;
}

const meta = {
  title: 'UI/SearchInput',
  component: SearchInput,
  args: { value: '', placeholder: 'Search products...', onChange: fn() },
  render: (args) => <Controlled {...args} />,
  parameters: {
    docs: {
      description: {
        component:
          'The catalogue search box with a search icon and a clear button; Escape clears it too. Controlled: the owner filters as the value changes.',
      },
    },
  },
  argTypes: {
    value: { description: 'The current query (controlled).', control: 'text' },
    onChange: { description: "Called with every new query, '' when cleared.", control: false },
    placeholder: { description: "Placeholder, such as 'Search products...'.", control: 'text' },
    label: { description: 'Accessible name; the placeholder by default.', control: 'text' },
  },
} satisfies Meta<typeof SearchInput>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('searchbox', { name: 'Search products...' })).toHaveValue('');
    await expect(canvas.queryByRole('button', { name: 'Clear search' })).toBeNull();
  },
};

export const ClearButton: Story = {
  // Exercises a rule: the Docs page shows the component's states, not this interaction.
  tags: ['!autodocs'],
  args: { value: 'blue' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('searchbox', { name: 'Search products...' });
    await userEvent.click(canvas.getByRole('button', { name: 'Clear search' }));
    await expect(input).toHaveValue('');
    await expect(input).toHaveFocus();
    await expect(args.onChange).toHaveBeenLastCalledWith('');
    await expect(canvas.queryByRole('button', { name: 'Clear search' })).toBeNull();
  },
};

export const TypingAndEscape: Story = {
  // Exercises a rule: the Docs page shows the component's states, not this interaction.
  tags: ['!autodocs'],
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('searchbox', { name: 'Search products...' });
    await userEvent.type(input, 'Founders');
    await expect(args.onChange).toHaveBeenLastCalledWith('Founders');
    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveValue('');
  },
};

export const WithText: Story = {
  args: { value: 'premium', placeholder: 'Search bundles...' },
};

/** A query is at most 200 characters: a huge paste is cut there, so no list filters on it. */
export const LongPasteIsCut: Story = {
  tags: ['!autodocs', 'no-visual'],
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('searchbox', { name: 'Search products...' });
    await userEvent.click(input);
    await userEvent.paste('blue '.repeat(10_000));
    await expect(input).toHaveValue('blue '.repeat(40));
    await expect(args.onChange).toHaveBeenLastCalledWith('blue '.repeat(40));
  },
};

import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { mobileViewport } from '../support/viewports';
import { FilterBar } from '../../src/ui/FilterBar';
import { FilterSelect } from '../../src/ui/FilterSelect';

type Status = 'all' | 'open';
const STATUS: { value: Status; label: string }[] = [
  { value: 'all', label: 'All statuses' },
  { value: 'open', label: 'Open' },
];

/** A list's bar as the back office uses it: search and one filter, with the state held here. */
function Bar({ onSearch }: { onSearch(value: string): void }) {
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<Status>('all');
  return (
    <FilterBar
      search={{
        value: search,
        onChange: (value) => {
          setSearch(value);
          onSearch(value);
        },
        placeholder: 'Search tickets...',
      }}
    >
      <FilterSelect<Status> label="Status" value={status} options={STATUS} onChange={setStatus} />
    </FilterBar>
  );
}

const meta = {
  title: 'UI/FilterBar',
  component: Bar,
  args: { onSearch: fn() },
  parameters: {
    docs: {
      description: {
        component:
          "A list's search field and its filters in one row, stacked on a phone. Use it above a back-office list: pass `search` (the SearchInput's `value`, `onChange` and `placeholder`) and put the filters (FilterSelects, a reset button) in `children`. The bar holds no state: the screen owns the search text and every filter value. Keep it to search and filters; do not put the list's actions (create, export) in it. These stories show it inside a small screen holder, so the only control is the search callback.",
      },
    },
  },
  argTypes: {
    onSearch: {
      description: 'Called with the search text on every change (the holder passes it on from `search.onChange`).',
      control: false,
    },
  },
} satisfies Meta<typeof Bar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SearchAndFilters: Story = {
  tags: ['!autodocs'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search tickets...' }), 'parcel');
    await waitFor(() => expect(args.onSearch).toHaveBeenLastCalledWith('parcel'));
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Status' }), 'Open');
    await expect(canvas.getByRole('combobox', { name: 'Status' })).toHaveDisplayValue('Open');
  },
};

export const OneRowOnDesktop: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const search = canvas.getByRole('searchbox').getBoundingClientRect();
    const select = canvas.getByRole('combobox').getBoundingClientRect();
    await expect(select.left).toBeGreaterThan(search.right);
  },
};

export const StackedOnMobile: Story = {
  globals: mobileViewport,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const search = canvas.getByRole('searchbox').getBoundingClientRect();
    const select = canvas.getByRole('combobox').getBoundingClientRect();
    await expect(select.top).toBeGreaterThan(search.bottom);
  },
};

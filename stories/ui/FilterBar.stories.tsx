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
} satisfies Meta<typeof Bar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SearchAndFilters: Story = {
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

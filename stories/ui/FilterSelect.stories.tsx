import type { Meta, StoryObj } from '@storybook/react-vite';
import { Text } from '@chakra-ui/react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FilterSelect, type FilterOption } from '../../src/ui/FilterSelect';
import { mobileViewport } from '../support/viewports';
import { useHeldValue } from '../support/heldValue';
import { playsInDocs } from '../support/playsInDocs';

// The review moderation filters, as ReviewModeration passes them.
const statusOptions: FilterOption[] = [
  { value: 'all', label: 'All statuses' },
  { value: 'pending', label: 'Pending' },
  { value: 'approved', label: 'Approved' },
  { value: 'rejected', label: 'Rejected' },
];
const ratingOptions: FilterOption[] = [
  { value: '0', label: 'All ratings' },
  ...[5, 4, 3, 2, 1].map((n) => ({ value: String(n), label: `${n} star${n > 1 ? 's' : ''}` })),
];

/** Holds the value like a filter bar does, and shows what the list would be filtered by. */
function Controlled(props: {
  label: string;
  value: string;
  options: readonly FilterOption[];
  onChange(value: string): void;
}) {
  const held = useHeldValue(props);
  return (
    <>
      <FilterSelect {...props} {...held} />
      <Text marginTop="3" fontSize="sm" color="fg.muted" data-testid="filter-value">
        Filtering by {held.value}
      </Text>
    </>
  );
}

const meta = {
  title: 'UI/FilterSelect',
  component: FilterSelect,
  args: { label: 'Status', value: 'all', options: statusOptions, onChange: fn() },
  render: (args) => <Controlled {...args} />,
  parameters: {
    docs: {
      description: {
        component:
          "A labelled native select for one list filter, narrow beside a FilterBar's search and full width on a phone. Use it for a short, fixed set of choices, with a first option that means 'all'. It is controlled: the screen holds `value` and gets back only values from its own `options`, never a label. Do not use it for a long or searchable list, or for choices that act at once (use SegmentedChoice to switch between lists).",
      },
    },
  },
  argTypes: {
    label: { description: 'The visible label, which also names the select.', control: 'text' },
    value: { description: "The chosen option's value; the owner holds it.", control: 'text' },
    options: { description: 'The choices, in order, as `{ value, label }`.', control: 'object' },
    onChange: { description: 'Called with the chosen value (never the label).', control: false },
  },
} satisfies Meta<typeof FilterSelect>;
export default meta;
type Story = StoryObj<typeof meta>;

const select = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).getByRole('combobox', { name }) as HTMLSelectElement;

export const AllStatuses: Story = {
  play: async ({ canvasElement }) => {
    const status = select(canvasElement, 'Status');
    await expect(Array.from(status.options).map((option) => option.text)).toEqual([
      'All statuses',
      'Pending',
      'Approved',
      'Rejected',
    ]);
    await expect(status).toHaveDisplayValue('All statuses');
    // A click on the visible label reaches the select.
    await userEvent.click(within(canvasElement).getByText('Status'));
    await expect(status).toHaveFocus();
  },
};

export const ChoosingGivesTheValueNotTheLabel: Story = {
  tags: ['!autodocs'],
  play: async ({ canvasElement, args }) => {
    const status = select(canvasElement, 'Status');
    await userEvent.selectOptions(status, 'Pending');
    await waitFor(() => expect(status).toHaveDisplayValue('Pending'));
    await expect(within(canvasElement).getByTestId('filter-value')).toHaveTextContent('Filtering by pending');
    await expect(args.onChange).toHaveBeenLastCalledWith('pending');
  },
};

export const StartsAtTheOwnersValue: Story = {
  parameters: playsInDocs,
  args: { label: 'Rating', value: '4', options: ratingOptions },
  play: async ({ canvasElement }) => {
    const rating = select(canvasElement, 'Rating');
    await expect(rating).toHaveDisplayValue('4 stars');
    await userEvent.selectOptions(rating, '1 star');
    await waitFor(() => expect(within(canvasElement).getByTestId('filter-value')).toHaveTextContent('Filtering by 1'));
  },
};

export const Desktop: Story = {
  play: async ({ canvasElement }) => {
    // A fixed, narrow width in a filter bar on wider screens (11rem).
    await expect(select(canvasElement, 'Status').getBoundingClientRect().width).toBe(176);
  },
};

export const Mobile: Story = {
  globals: mobileViewport,
  play: async ({ canvasElement }) => {
    // The full width of the column on a phone.
    const status = select(canvasElement, 'Status');
    const column = (canvasElement.firstElementChild as HTMLElement).getBoundingClientRect();
    const padding = parseFloat(getComputedStyle(canvasElement.firstElementChild as HTMLElement).paddingLeft) * 2;
    await expect(status.getBoundingClientRect().width).toBe(column.width - padding);
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { List } from '@chakra-ui/react';
import { listSlotRecipe } from '@chakra-ui/react/theme';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SearchableCatalogue, type CatalogueTabs } from '../../src/ui/SearchableCatalogue';
import { mobileViewport } from '../support/viewports';
import { storyLocation } from '../support/storyLocation';

type Kind = 'all' | 'tin' | 'box';
const items: { name: string; kind: Exclude<Kind, 'all'> }[] = [
  { name: 'Round blue tin', kind: 'tin' },
  { name: 'Square red box', kind: 'box' },
  { name: 'Oval green tin', kind: 'tin' },
  { name: 'Tall gold box', kind: 'box' },
  { name: 'Small silver tin', kind: 'tin' },
];
const tabs: CatalogueTabs<Kind> = [
  ['all', 'All Items'],
  ['tin', 'Tins'],
  ['box', 'Boxes'],
];

function Demo() {
  return (
    <SearchableCatalogue
      tabs={tabs}
      tabsLabel="Kinds"
      filtersId="demo-filters"
      noun={{ one: 'item', many: 'items' }}
      search={(query, kind) =>
        items.filter(
          (item) => (kind === 'all' || item.kind === kind) && item.name.toLowerCase().includes(query.toLowerCase()),
        )
      }
      renderResults={(found) => (
        <List.Root recipe={listSlotRecipe} aria-label="Results">
          {found.map((item) => (
            <List.Item key={item.name}>{item.name}</List.Item>
          ))}
        </List.Root>
      )}
    />
  );
}

const meta = {
  title: 'UI/SearchableCatalogue',
  component: Demo,
  parameters: {
    docs: {
      description: {
        component:
          "The search-and-tabs list both catalogues share (products and bundles): a search box, a Filters toggle that shows or hides the tabs, the result count, the results, and an empty state whose button resets search and tab. The stories drive it with a small list of tins and boxes.\n\n| prop | meaning |\n| --- | --- |\n| `tabs` | the filter tabs, `[value, label]` pairs; the first is the default |\n| `tabsLabel` | accessible name of the tab list, such as 'Categories' |\n| `filtersId` | id of the panel the Filters toggle shows and hides |\n| `noun` | what one and several items are called (count, empty state) |\n| `search(query, filter)` | returns the matching items |\n| `renderResults(found)` | draws the matching items |\n| `aside` | shown beside the Filters toggle, such as a link to the other catalogue |",
      },
    },
  },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

const shown = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .queryAllByRole('listitem')
    .map((item) => item.textContent);

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(shown(canvasElement)).toHaveLength(5);
    await expect(canvas.getByText('5 items')).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'All Items' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('searchbox', { name: 'Search items...' })).toHaveValue('');
  },
};

export const OneResultIsSingular: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox'), 'GOLD');
    await waitFor(() => expect(shown(canvasElement)).toEqual(['Tall gold box']));
    await expect(canvas.getByText('1 item')).toBeVisible();
  },
};

export const EmptyStateResetsSearchAndTab: Story = {
  // Exercises a rule: the Docs page shows the component's states, not this interaction.
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Boxes' }));
    await waitFor(() => expect(shown(canvasElement)).toEqual(['Square red box', 'Tall gold box']));
    await userEvent.type(canvas.getByRole('searchbox'), 'tin');
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'No items found' })).toBeVisible());
    await expect(canvas.getByText('0 items')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Show all items' }));
    await waitFor(() => expect(shown(canvasElement)).toHaveLength(5));
    await expect(canvas.getByRole('searchbox')).toHaveValue('');
    await expect(canvas.getByRole('tab', { name: 'All Items' })).toHaveAttribute('aria-selected', 'true');
  },
};

export const FiltersToggleHidesTheTabs: Story = {
  // Exercises a rule: the Docs page shows the component's states, not this interaction.
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Filters' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('tablist')).toBeNull();
    await userEvent.click(toggle);
    await expect(canvas.getByRole('tablist', { name: 'Kinds' })).toBeVisible();
  },
};

/** Hiding the tabs never hides the choice that still applies: it shows as a removable chip. */
export const HiddenTabsShowTheChoiceAsAChip: Story = {
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Tins' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Filters' }));
    await expect(canvas.queryByRole('tablist')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Remove filter: Tins' })).toBeVisible();
    // The list follows the tab in a deferred render, which the Filters click may put off further.
    await waitFor(() => expect(shown(canvasElement)).toHaveLength(3));
  },
};

export const ChipRemovesTheChoice: Story = {
  tags: ['!autodocs', 'no-visual'],
  play: async (context) => {
    await HiddenTabsShowTheChoiceAsAChip.play?.(context);
    const canvas = within(context.canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove filter: Tins' }));
    await waitFor(() => expect(shown(context.canvasElement)).toHaveLength(5));
    await expect(canvas.queryByRole('button', { name: /^Remove filter/ })).toBeNull();
  },
};

export const KeyboardChoosesATab: Story = {
  // Exercises a rule: the Docs page shows the component's states, not this interaction.
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('tab', { name: 'All Items' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(canvas.getByRole('tab', { name: 'Tins' })).toHaveAttribute('aria-selected', 'true'));
    await waitFor(() => expect(shown(canvasElement)).toEqual(['Round blue tin', 'Oval green tin', 'Small silver tin']));
  },
};

export const OpensTheViewItsAddressNames: Story = {
  parameters: { router: { path: '/?category=tin&q=ROUND' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(shown(canvasElement)).toEqual(['Round blue tin']));
    await expect(canvas.getByRole('tab', { name: 'Tins' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('searchbox')).toHaveValue('ROUND');
  },
};

export const UnknownAddressValuesShowTheDefaultView: Story = {
  // Exercises a rule: the Docs page shows the component's states, not this interaction.
  tags: ['!autodocs'],
  parameters: { router: { path: '/?category=jars&utm=mail' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(shown(canvasElement)).toHaveLength(5);
    await expect(canvas.getByRole('tab', { name: 'All Items' })).toHaveAttribute('aria-selected', 'true');
  },
};

export const ChoicesGoIntoTheAddress: Story = {
  // Exercises a rule: the Docs page shows the component's states, not this interaction.
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Boxes' }));
    await waitFor(() => expect(storyLocation(canvasElement)).toBe('/?category=box'));
    await userEvent.type(canvas.getByRole('searchbox'), 'red box');
    await waitFor(() => expect(storyLocation(canvasElement)).toBe('/?category=box&q=red+box'));
    await expect(canvas.getByRole('searchbox')).toHaveValue('red box');
    await waitFor(() => expect(shown(canvasElement)).toEqual(['Square red box']));
    // Back to the default view: a clean address.
    await userEvent.clear(canvas.getByRole('searchbox'));
    await userEvent.click(canvas.getByRole('tab', { name: 'All Items' }));
    await waitFor(() => expect(storyLocation(canvasElement)).toBe('/'));
  },
};

export const Mobile: Story = {
  globals: mobileViewport,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Stacked on phones: the Filters button sits below the search box, not beside it.
    const search = canvas.getByRole('searchbox').getBoundingClientRect();
    const filters = canvas.getByRole('button', { name: 'Filters' }).getBoundingClientRect();
    await expect(filters.top).toBeGreaterThanOrEqual(search.bottom);
  },
};

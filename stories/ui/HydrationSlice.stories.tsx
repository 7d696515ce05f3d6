import type { Meta, StoryObj } from '@storybook/react-vite';
import { Suspense, use } from 'react';
import { Stack, Text } from '@chakra-ui/react';
import { expect, within } from 'storybook/test';
import { HydrateAsOne, HydrationSlice } from '../../src/ui/HydrationSlice';

const meta = {
  title: 'UI/HydrationSlice',
  component: HydrationSlice,
  // It draws nothing of its own: there is no look to compare.
  tags: ['no-visual'],
  parameters: {
    docs: {
      description: {
        component:
          'A part of a pre-rendered page that hydrates on its own, after the shell, in short interruptible tasks. Drawn in the browser it shows its content unchanged; a part that is still loading shows nothing, while the rest of the page stays. Inside `HydrateAsOne` (tabs, whose context changes as they mount) it adds no boundary: the part belongs to the group around it.',
      },
    },
  },
  argTypes: {
    children: { description: 'The part of the page that hydrates on its own.', control: false },
  },
} satisfies Meta<typeof HydrationSlice>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ShowsItsContent: Story = {
  args: { children: <Text>Featured Products</Text> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Featured Products')).toBeVisible();
  },
};

/** A part whose code is still loading: it suspends until `release` is called. */
function partStillLoading(text: string) {
  let release!: () => void;
  const loaded = new Promise<void>((resolve) => {
    release = resolve;
  });
  function Part() {
    use(loaded);
    return <Text>{text}</Text>;
  }
  return { Part, release: () => release() };
}

const reviews = partStillLoading('Reviews');

export const LoadingPartLeavesTheRestStanding: Story = {
  args: { children: null },
  // The render draws its own props, so the story has no args a control could change.
  parameters: { controls: { disable: true } },
  render: () => (
    <Stack>
      <Text>Hero</Text>
      <HydrationSlice>
        <reviews.Part />
      </HydrationSlice>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Hero')).toBeVisible();
    await expect(canvas.queryByText('Reviews')).toBeNull();
    reviews.release();
    await expect(await canvas.findByText('Reviews')).toBeVisible();
  },
};

const card = partStillLoading('Blue 100');

export const InsideHydrateAsOneThePartBelongsToItsGroup: Story = {
  args: { children: null },
  // The render draws its own props, so the story has no args a control could change.
  parameters: { controls: { disable: true } },
  render: () => (
    <Stack>
      <Text>Hero</Text>
      <Suspense fallback={<Text>Loading the catalogue</Text>}>
        <HydrateAsOne>
          <Text>All Products</Text>
          <HydrationSlice>
            <card.Part />
          </HydrationSlice>
        </HydrateAsOne>
      </Suspense>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The slice adds no boundary of its own, so the whole group waits for the card.
    await expect(canvas.getByText('Loading the catalogue')).toBeVisible();
    await expect(canvas.queryByText('All Products')).toBeNull();
    card.release();
    await expect(await canvas.findByText('Blue 100')).toBeVisible();
    await expect(canvas.getByText('All Products')).toBeVisible();
  },
};

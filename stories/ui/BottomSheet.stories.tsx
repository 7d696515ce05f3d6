import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box, Button, Text } from '@chakra-ui/react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { mobileViewport } from '../support/viewports';
import { BottomSheet } from '../../src/ui/BottomSheet';
import { swipeDown } from '../support/swipe';
import { animationsSettled } from '../support/animationsSettled';
import { useHeldValue } from '../support/heldValue';
import { dialogHasFocus } from '../support/dialogHasFocus';

/** A sheet 400 px tall, opened from its button, as a screen would hold it. */
function Sheet({ defaultOpen }: { defaultOpen: boolean }) {
  const { value: open, onChange: setOpen } = useHeldValue({ value: defaultOpen });
  return (
    <BottomSheet
      open={open}
      onOpenChange={setOpen}
      trigger={<Button variant="outline">Open sheet</Button>}
      title="Shipment status"
      description="Parcels on their way"
      footer={
        <Button variant="ghost" onClick={() => setOpen(false)}>
          Done
        </Button>
      }
    >
      <Box height="220px">
        <Text>Three parcels left the warehouse today.</Text>
      </Box>
    </BottomSheet>
  );
}

const meta = {
  title: 'UI/BottomSheet',
  component: Sheet,
  args: { defaultOpen: true },
  parameters: {
    docs: {
      description: {
        component:
          'A drawer from the bottom edge for a short task or detail on a phone. It closes with Escape, its close button, or by dragging its top down past a quarter of its height or with a quick flick. The screen owns `open` and `onOpenChange`; `trigger` is the button that opens it, `title` and `description` name it, `footer` holds its actions, `initialFocusEl` picks where focus starts and `bodyLabel` makes a long body scrollable by keyboard. Do not use it for content that must stay in view while the visitor works on the page behind it: it is modal. These stories show it inside a small screen holder, so the only control is whether it starts open.',
      },
    },
  },
  argTypes: {
    defaultOpen: { description: 'Whether the holder starts with the sheet open.', control: 'boolean' },
  },
} satisfies Meta<typeof Sheet>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const sheet = (canvasElement: HTMLElement) => page(canvasElement).findByRole('dialog', { name: 'Shipment status' });
const handle = (dialog: HTMLElement) => within(dialog).getByTestId('sheet-handle');
const closed = (canvasElement: HTMLElement) =>
  waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());

export const Open: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await sheet(canvasElement);
    await animationsSettled(canvasElement.ownerDocument);
    await expect(within(dialog).getByText('Parcels on their way')).toBeVisible();
    // It rises from the bottom edge.
    await waitFor(() =>
      expect(Math.round(dialog.getBoundingClientRect().bottom)).toBe(
        canvasElement.ownerDocument.defaultView?.innerHeight,
      ),
    );
  },
};

export const OpensFromItsButtonAndClosesWithEscape: Story = {
  tags: ['!autodocs'],
  args: { defaultOpen: false },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Open sheet' });
    await userEvent.click(trigger);
    const dialog = await sheet(canvasElement);
    // Escape is heard once the sheet has taken focus: under load that comes a moment after it shows.
    await dialogHasFocus(dialog);
    await userEvent.keyboard('{Escape}');
    await closed(canvasElement);
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const SlowSwipePastAQuarterCloses: Story = {
  tags: ['no-visual', '!autodocs'],
  play: async ({ canvasElement }) => {
    const dialog = await sheet(canvasElement);
    await animationsSettled(canvasElement.ownerDocument);
    const height = dialog.getBoundingClientRect().height;
    // 35 % of the height over about a second: slow, but past the 0.25 threshold.
    await swipeDown(handle(dialog), height * 0.35, 10, 100);
    await closed(canvasElement);
  },
};

export const SlowShortSwipeStaysOpen: Story = {
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const dialog = await sheet(canvasElement);
    await animationsSettled(canvasElement.ownerDocument);
    const height = dialog.getBoundingClientRect().height;
    // 15 % over a second: under the distance threshold and slower than 0.4 px/ms.
    await swipeDown(handle(dialog), height * 0.15, 10, 100);
    // Once the sheet has finished moving (back into place, or out if it wrongly closed).
    await animationsSettled(canvasElement.ownerDocument);
    await expect(page(canvasElement).getByRole('dialog', { name: 'Shipment status' })).toBeVisible();
  },
};

export const QuickFlickCloses: Story = {
  tags: ['no-visual', '!autodocs'],
  play: async ({ canvasElement }) => {
    const dialog = await sheet(canvasElement);
    await animationsSettled(canvasElement.ownerDocument);
    const height = dialog.getBoundingClientRect().height;
    // 15 % at once: short, but far faster than 0.4 px/ms.
    await swipeDown(handle(dialog), height * 0.15, 3, 0);
    await closed(canvasElement);
  },
};

export const Mobile: Story = {
  globals: mobileViewport,
  play: async ({ canvasElement }) => {
    await sheet(canvasElement);
  },
};

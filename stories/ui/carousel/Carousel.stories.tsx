import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box, Text } from '@chakra-ui/react';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import { Carousel } from '../../../src/ui/carousel/Carousel';
import { advanceClock } from '../../support/storyClock';
import { emulateReducedMotion } from '../../support/motionPreference';

const slides = ['Alpha', 'Bravo', 'Charlie', 'Delta'];

function Demo({ autoplay }: { autoplay?: boolean }) {
  return (
    <Carousel
      items={slides}
      label="Demo slides"
      itemKey={(item) => item}
      autoplay={autoplay}
      renderItem={(item) => (
        <Box layerStyle="glowPanel" borderRadius="xl" padding="10" textAlign="center">
          <Text fontSize="2xl">{item}</Text>
        </Box>
      )}
    />
  );
}

const meta = {
  title: 'Features/Carousel/Carousel',
  component: Demo,
  args: { autoplay: true },
  parameters: {
    docs: {
      description: {
        component:
          'One slide at a time, with previous and next buttons, arrow keys, swipe and a pause control. It moves every 3 s by itself, pauses for 5 s after any interaction, and stays still when the visitor prefers reduced motion. Pass `items`, `itemKey`, `renderItem` and a `label` naming the region. Use it for a few featured items; do not hide content a visitor must see in a later slide, and do not force `autoplay` on against reduced motion. These stories show four text slides, so the only control is `autoplay`.',
      },
    },
  },
  argTypes: {
    autoplay: {
      description: 'Auto-advance; unset means on, and off when the visitor prefers reduced motion.',
      control: 'boolean',
    },
  },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

const slide = (canvasElement: HTMLElement) => within(canvasElement).getByRole('group');

export const AdvancesEveryThreeSeconds: Story = {
  play: async (context) => {
    const { canvasElement } = context;
    await expect(slide(canvasElement)).toHaveTextContent('Alpha');
    await advanceClock(context, 2999);
    await expect(slide(canvasElement)).toHaveTextContent('Alpha');
    await advanceClock(context, 1);
    await waitFor(() => expect(slide(canvasElement)).toHaveTextContent('Bravo'));
    await advanceClock(context, 3000 * 3);
    // Four slides wrap around to the first.
    await waitFor(() => expect(slide(canvasElement)).toHaveTextContent('Alpha'));
    await expect(slide(canvasElement)).toHaveAccessibleName('1 of 4');
  },
};

export const InteractionPausesThenResumesAfterFiveSeconds: Story = {
  tags: ['!autodocs'],
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Next slide' }));
    await waitFor(() => expect(slide(context.canvasElement)).toHaveTextContent('Bravo'));
    await advanceClock(context, 4999);
    await expect(slide(context.canvasElement)).toHaveTextContent('Bravo');
    await advanceClock(context, 1);
    // Resumed: the next beat comes 3 s later.
    await advanceClock(context, 2999);
    await expect(slide(context.canvasElement)).toHaveTextContent('Bravo');
    await advanceClock(context, 1);
    await waitFor(() => expect(slide(context.canvasElement)).toHaveTextContent('Charlie'));
  },
};

export const KeyboardFocusInsideHoldsTheSlide: Story = {
  // It ends on 'Bravo' after a move, as AdvancesEveryThreeSeconds shows on the way.
  tags: ['!autodocs', 'no-visual'],
  play: async (context) => {
    const canvas = within(context.canvasElement);
    // Tab to the first control: a slide replaced under the focus would drop it to the page's top.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Previous slide' })).toHaveFocus();
    await advanceClock(context, 3000);
    await expect(slide(context.canvasElement)).toHaveTextContent('Alpha');
    // From one control to the next, the focus stays inside.
    await userEvent.tab();
    await advanceClock(context, 3000);
    await expect(slide(context.canvasElement)).toHaveTextContent('Alpha');
    // The focus leaves the carousel: the slides move again.
    canvas.getByRole('button', { name: 'Next slide' }).blur();
    await advanceClock(context, 3000);
    await waitFor(() => expect(slide(context.canvasElement)).toHaveTextContent('Bravo'));
  },
};

export const TapFocusDoesNotHoldPastFiveSeconds: Story = {
  // It ends on 'Charlie', as AdvancesEveryThreeSeconds shows on the way.
  tags: ['!autodocs', 'no-visual'],
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const next = canvas.getByRole('button', { name: 'Next slide' });
    // A tap's events in a phone's order: the button takes the focus after pointerup, and the
    // click comes last. That focus is the tap's, not the keyboard's.
    fireEvent.pointerDown(next);
    fireEvent.pointerUp(next);
    next.focus();
    fireEvent.click(next);
    await waitFor(() => expect(slide(context.canvasElement)).toHaveTextContent('Bravo'));
    await expect(next).toHaveFocus();
    // The tap's 5 s hold ends, then the next beat comes 3 s later.
    await advanceClock(context, 5000);
    await advanceClock(context, 3000);
    await waitFor(() => expect(slide(context.canvasElement)).toHaveTextContent('Charlie'));
  },
};

export const KeyboardFocusAfterAPressReleasedElsewhereHolds: Story = {
  // It ends on 'Alpha' with the focus inside, as KeyboardFocusInsideHoldsTheSlide shows.
  tags: ['!autodocs', 'no-visual'],
  play: async (context) => {
    const canvas = within(context.canvasElement);
    // A swipe on the slide, released off the carousel: no pointerup in the region, and no click.
    fireEvent.pointerDown(canvas.getByRole('group'));
    fireEvent.pointerUp(document.body);
    await advanceClock(context, 5000);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Previous slide' })).toHaveFocus();
    await advanceClock(context, 3000 * 2);
    await expect(slide(context.canvasElement)).toHaveTextContent('Alpha');
  },
};

export const KeyboardArrowsAndWrap: Story = {
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: 'Previous slide' }).focus();
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(slide(canvasElement)).toHaveTextContent('Delta'));
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await waitFor(() => expect(slide(canvasElement)).toHaveTextContent('Bravo'));
  },
};

export const SwipeLeftIsNext: Story = {
  tags: ['!autodocs'],
  play: async (context) => {
    const { canvasElement } = context;
    const region = within(canvasElement).getByRole('region', { name: 'Demo slides' });
    fireEvent.pointerDown(region, { clientX: 300 });
    fireEvent.pointerUp(region, { clientX: 250 });
    await waitFor(() => expect(slide(canvasElement)).toHaveTextContent('Bravo'));
    fireEvent.pointerDown(region, { clientX: 250 });
    fireEvent.pointerUp(region, { clientX: 300 });
    await waitFor(() => expect(slide(canvasElement)).toHaveTextContent('Alpha'));
    // A move of 10 px or less is a tap, not a swipe.
    fireEvent.pointerDown(region, { clientX: 250 });
    fireEvent.pointerUp(region, { clientX: 240 });
    // Judged once React has drawn what the tap did: checked at once, it saw the slide before any move.
    await advanceClock(context, 0);
    await expect(slide(canvasElement)).toHaveTextContent('Alpha');
  },
};

export const PauseControl: Story = {
  tags: ['!autodocs'],
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const pause = canvas.getByRole('button', { name: 'Pause automatic slides' });
    pause.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Resume automatic slides' })).toHaveAttribute('aria-pressed', 'true'),
    );
    await advanceClock(context, 20_000);
    await expect(slide(context.canvasElement)).toHaveTextContent('Alpha');
  },
};

export const NoAutoplayUnderReducedMotion: Story = {
  // The visitor asks for reduced motion (pinned: a designer's browser may not), so the default stays still.
  beforeEach: emulateReducedMotion(true),
  args: { autoplay: undefined },
  play: async (context) => {
    await advanceClock(context, 10_000);
    await expect(slide(context.canvasElement)).toHaveTextContent('Alpha');
    // Nothing moves, so there is nothing to pause.
    await expect(within(context.canvasElement).queryByRole('button', { name: /automatic slides/ })).toBeNull();
  },
};

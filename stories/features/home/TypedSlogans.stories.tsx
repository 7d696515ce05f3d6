import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { TypedSlogans } from '../../../src/features/home/TypedSlogans';
import { advanceClock, storyClock } from '../../support/storyClock';
import { emulateReducedMotion } from '../../support/motionPreference';
import { mobileViewport } from '../../support/viewports';
import { roomBelow, scrollStory } from '../../support/scrolledAway';

const meta = {
  title: 'Features/Home/TypedSlogans',
  component: TypedSlogans,
} satisfies Meta<typeof TypedSlogans>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * One character every 70 ms; a whole slogan then stays for 25 more beats. Written out here, not
 * imported from the component, so a change to its figures fails a story.
 */
const TYPE_MS = 70;
const HOLD_BEATS = 25;
const SLOGANS = ['End-to-end encrypted.', 'Discreet payments.', 'Discreet shipping.', 'Direct from the factory.'];
const beatsFor = (slogan: string) => slogan.length + HOLD_BEATS;

/** The typed text sighted visitors see (hidden from screen readers, which get the whole list). */
function typed(canvasElement: HTMLElement): string {
  const shown = canvasElement.querySelector('p > span[aria-hidden="true"]');
  if (!shown) throw new Error('TypedSlogans rendered no typed text');
  return shown.textContent ?? '';
}

const sloganLine = (canvasElement: HTMLElement) => canvasElement.querySelector('p') as HTMLElement;

async function expectWholeListForScreenReaders(canvasElement: HTMLElement) {
  const list = within(canvasElement).getByText(SLOGANS.join(' '));
  // getByText finds hidden text too: the list must also be outside anything hidden from readers.
  await expect(list.closest('[aria-hidden="true"]')).toBeNull();
}

export const StillUnderReducedMotion: Story = {
  beforeEach: emulateReducedMotion(true),
  play: async (context) => {
    const { canvasElement } = context;
    await expect(typed(canvasElement)).toBe('End-to-end encrypted.');
    // No typing timer is started at all, not merely a slow one.
    await advanceClock(context, 0);
    await expect(storyClock(context).pendingCount()).toBe(0);
    await advanceClock(context, 20_000);
    await expect(typed(canvasElement)).toBe('End-to-end encrypted.');
    await expectWholeListForScreenReaders(canvasElement);
  },
};

export const TypesThenHolds: Story = {
  beforeEach: emulateReducedMotion(false),
  play: async (context) => {
    const { canvasElement } = context;
    await expect(typed(canvasElement)).toBe('');
    const emptyHeight = sloganLine(canvasElement).offsetHeight;
    await advanceClock(context, TYPE_MS - 1);
    await expect(typed(canvasElement)).toBe('');
    await advanceClock(context, 1);
    await expect(typed(canvasElement)).toBe('E');
    await advanceClock(context, 9 * TYPE_MS);
    await expect(typed(canvasElement)).toBe('End-to-end');
    await advanceClock(context, 11 * TYPE_MS);
    await expect(typed(canvasElement)).toBe('End-to-end encrypted.');
    // The line keeps its height while empty, so nothing below it jumps between slogans.
    await expect(sloganLine(canvasElement).offsetHeight).toBe(emptyHeight);
    // The whole slogan stays for 25 beats, then the next one starts from nothing.
    await advanceClock(context, (HOLD_BEATS - 1) * TYPE_MS);
    await expect(typed(canvasElement)).toBe('End-to-end encrypted.');
    await advanceClock(context, TYPE_MS);
    await expect(typed(canvasElement)).toBe('');
    await advanceClock(context, 8 * TYPE_MS);
    await expect(typed(canvasElement)).toBe('Discreet');
    await expectWholeListForScreenReaders(canvasElement);
  },
};

export const CyclesThroughAllFour: Story = {
  beforeEach: emulateReducedMotion(false),
  play: async (context) => {
    const { canvasElement } = context;
    const seen: string[] = [];
    for (const slogan of SLOGANS) {
      // Each slogan is whole just before its hold ends.
      await advanceClock(context, (beatsFor(slogan) - 1) * TYPE_MS);
      seen.push(typed(canvasElement));
      await advanceClock(context, TYPE_MS);
    }
    await expect(seen).toEqual(SLOGANS);
    // After the fourth, the first is typed again.
    await advanceClock(context, 3 * TYPE_MS);
    await expect(typed(canvasElement)).toBe('End');
  },
};

export const Mobile: Story = {
  globals: mobileViewport,
  beforeEach: emulateReducedMotion(false),
  play: async (context) => {
    const { canvasElement } = context;
    const emptyHeight = sloganLine(canvasElement).offsetHeight;
    const [first, second, third] = SLOGANS.map(beatsFor);
    await advanceClock(context, (first! + second! + third! + SLOGANS[3]!.length) * TYPE_MS);
    // The longest slogan, whole, stays on the one reserved line of a phone's width.
    await expect(typed(canvasElement)).toBe('Direct from the factory.');
    await expect(sloganLine(canvasElement).offsetHeight).toBe(emptyHeight);
  },
};

/**
 * Scrolls the hero out of view, sees that nothing is typed there for 20 s, not even a timer, and
 * scrolls it back, until its next beat waits again.
 */
async function awayAndBack(context: Parameters<NonNullable<Story['play']>>[0], shown: string) {
  const { canvasElement } = context;
  scrollStory(canvasElement, 'away');
  await waitFor(() => expect(storyClock(context).pendingCount()).toBe(0));
  await advanceClock(context, 20_000);
  await expect(typed(canvasElement)).toBe(shown);
  scrollStory(canvasElement, 'back');
  await waitFor(() => expect(storyClock(context).pendingCount()).toBe(1));
}

export const StopsWhileScrolledAway: Story = {
  tags: ['!autodocs', 'no-visual'],
  beforeEach: [emulateReducedMotion(false), roomBelow],
  play: async (context) => {
    const { canvasElement } = context;
    const first = SLOGANS[0] ?? '';
    await advanceClock(context, 3 * TYPE_MS);
    await expect(typed(canvasElement)).toBe('End');
    // Typing stops while the hero is away, and goes on from the same letter.
    await awayAndBack(context, 'End');
    await advanceClock(context, TYPE_MS);
    await expect(typed(canvasElement)).toBe('End-');
    // A hold cut short goes on too: 10 of its 25 beats before, the other 15 after.
    await advanceClock(context, (first.length - 4 + 10) * TYPE_MS);
    await awayAndBack(context, first);
    await advanceClock(context, (HOLD_BEATS - 10 - 1) * TYPE_MS);
    await expect(typed(canvasElement)).toBe(first);
    await advanceClock(context, TYPE_MS);
    await expect(typed(canvasElement)).toBe('');
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ROTATING_STEP_MS, RotatingSteps } from '../../../src/features/marketing/RotatingSteps';
import { journeySteps } from '../../../src/features/marketing/howItWorksContent';
import { emulateReducedMotion } from '../../support/motionPreference';
import { roomBelow, scrollStory } from '../../support/scrolledAway';
import { advanceClock, storyClock } from '../../support/storyClock';
import { mobileViewport } from '../../support/viewports';

const meta = {
  title: 'Features/Marketing/RotatingSteps',
  component: RotatingSteps,
  args: { steps: journeySteps, label: 'Order journey' },
} satisfies Meta<typeof RotatingSteps>;
export default meta;
type Story = StoryObj<typeof meta>;

const currentStep = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole('button')
    .find((button) => button.getAttribute('aria-current') === 'step');

export const FirstStep: Story = {
  play: async ({ canvasElement }) => {
    await expect(currentStep(canvasElement)).toHaveTextContent('Select Products');
    await expect(within(canvasElement).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '20');
    await expect(within(canvasElement).getByText('Order journey: step 1 of 5')).toBeInTheDocument();
  },
};

/** Every 2.5 s the next step becomes current; after the fifth it starts again. */
export const Rotates: Story = {
  // The test browser prefers reduced motion; Storybook's may not.
  beforeEach: emulateReducedMotion(false),
  play: async (context) => {
    await advanceClock(context, ROTATING_STEP_MS);
    await waitFor(() => expect(currentStep(context.canvasElement)).toHaveTextContent('Secure Payment'));
    await advanceClock(context, ROTATING_STEP_MS);
    await advanceClock(context, ROTATING_STEP_MS);
    await waitFor(() => expect(currentStep(context.canvasElement)).toHaveTextContent('Shipping'));
    await expect(within(context.canvasElement).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '80');
    await advanceClock(context, ROTATING_STEP_MS);
    await advanceClock(context, ROTATING_STEP_MS);
    await waitFor(() => expect(currentStep(context.canvasElement)).toHaveTextContent('Select Products'));
  },
};

/** A click selects a step; the rotation carries on from the chosen one, a full 2.5 s later. */
export const ClickSelects: Story = {
  beforeEach: emulateReducedMotion(false),
  play: async (context) => {
    await advanceClock(context, 2000);
    await userEvent.click(within(context.canvasElement).getByRole('button', { name: /Delivery/ }));
    await waitFor(() => expect(currentStep(context.canvasElement)).toHaveTextContent('Delivery'));
    await advanceClock(context, ROTATING_STEP_MS - 1);
    await expect(currentStep(context.canvasElement)).toHaveTextContent('Delivery');
    await advanceClock(context, 1);
    await waitFor(() => expect(currentStep(context.canvasElement)).toHaveTextContent('Select Products'));
  },
};

/** Under a reduced-motion preference the steps stay where they are; a click still selects one. */
export const StillUnderReducedMotion: Story = {
  tags: ['!autodocs', 'no-visual'],
  beforeEach: emulateReducedMotion(true),
  play: async (context) => {
    // No timer runs at all, not one that fires to no effect.
    await advanceClock(context, 0);
    await expect(storyClock(context).pendingCount()).toBe(0);
    await advanceClock(context, 3 * ROTATING_STEP_MS);
    await expect(currentStep(context.canvasElement)).toHaveTextContent('Select Products');
    await userEvent.click(within(context.canvasElement).getByRole('button', { name: /Shipping/ }));
    await waitFor(() => expect(currentStep(context.canvasElement)).toHaveTextContent('Shipping'));
    await expect(storyClock(context).pendingCount()).toBe(0);
    await advanceClock(context, 3 * ROTATING_STEP_MS);
    await expect(currentStep(context.canvasElement)).toHaveTextContent('Shipping');
  },
};

/** Scrolled wholly away the steps hold, with no timer running; back in view, the next comes a full 2.5 s later. */
export const HoldsWhileScrolledAway: Story = {
  tags: ['!autodocs', 'no-visual'],
  beforeEach: [emulateReducedMotion(false), roomBelow],
  play: async (context) => {
    const { canvasElement } = context;
    await advanceClock(context, ROTATING_STEP_MS);
    await waitFor(() => expect(currentStep(canvasElement)).toHaveTextContent('Secure Payment'));
    // Away mid-beat.
    await advanceClock(context, ROTATING_STEP_MS / 2);
    scrollStory(canvasElement, 'away');
    await waitFor(() => expect(storyClock(context).pendingCount()).toBe(0));
    await advanceClock(context, 10 * ROTATING_STEP_MS);
    await expect(currentStep(canvasElement)).toHaveTextContent('Secure Payment');
    scrollStory(canvasElement, 'back');
    await waitFor(() => expect(storyClock(context).pendingCount()).toBe(1));
    await advanceClock(context, ROTATING_STEP_MS - 1);
    await expect(currentStep(canvasElement)).toHaveTextContent('Secure Payment');
    await advanceClock(context, 1);
    await waitFor(() => expect(currentStep(canvasElement)).toHaveTextContent('Processing'));
  },
};

export const Mobile: Story = {
  globals: mobileViewport,
  play: async ({ canvasElement }) => {
    await expect(currentStep(canvasElement)).toHaveTextContent('Select Products');
  },
};

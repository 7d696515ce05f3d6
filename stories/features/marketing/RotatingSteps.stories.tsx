import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ROTATING_STEP_MS, RotatingSteps } from '../../../src/features/marketing/RotatingSteps';
import { journeySteps } from '../../../src/features/marketing/howItWorksContent';
import { advanceClock } from '../../support/storyClock';
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

export const Mobile: Story = {
  globals: mobileViewport,
  play: async ({ canvasElement }) => {
    await expect(currentStep(canvasElement)).toHaveTextContent('Select Products');
  },
};

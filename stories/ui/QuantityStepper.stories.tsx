import { Button, Stack } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { QuantityStepper, type QuantityStepperProps } from '../../src/ui/QuantityStepper';
import { useHeldValue } from '../support/heldValue';
import { typeQuantity } from '../support/typeQuantity';

/**
 * Holds the value the way a product page does, so the stepper is exercised as it is used. With
 * `ownerSets`, a button changes the value from outside, as the cart does when another tab changes
 * the line.
 */
function Controlled(props: Omit<QuantityStepperProps, 'value'> & { initial: number; ownerSets?: number }) {
  const { initial, ownerSets, onChange, ...rest } = props;
  const { value, onChange: hold } = useHeldValue({ value: initial, onChange });
  const stepper = <QuantityStepper {...rest} value={value} onChange={hold} />;
  if (ownerSets === undefined) return stepper;
  return (
    <Stack gap="3" alignItems="flex-start">
      {stepper}
      <Button size="sm" variant="outline" onClick={() => hold(ownerSets)}>
        Another tab sets {ownerSets}
      </Button>
    </Stack>
  );
}

const meta = {
  title: 'UI/QuantityStepper',
  component: QuantityStepper,
  args: { value: 1, onChange: fn() },
  render: (args) => <Controlled {...args} initial={args.value} />,
  parameters: {
    docs: {
      description: {
        component:
          "The quantity field with minus and plus buttons of the product and bundle pages, bounded 1 to 10 by default (the cart's line limit). Typed values are committed when the field is left or Enter is pressed; anything out of range is rejected and reported through `onRejected`.",
      },
    },
  },
  argTypes: {
    value: { description: 'The current quantity (controlled).', control: { type: 'number', min: 1, max: 10 } },
    onChange: { description: 'Called with every accepted quantity.', control: false },
    min: { description: 'Lowest quantity.', control: 'number' },
    max: { description: "Highest quantity; 10 by default, the cart's line limit.", control: 'number' },
    label: { description: 'Accessible name of the field.', control: 'text' },
    onRejected: {
      description: "Called with a typed value outside the range (the cart answers 'Invalid quantity').",
      control: false,
    },
    onStep: {
      description:
        'When given, buttons, arrow keys, Home and End report the change (+1, -1, to a bound) here instead of the new value through `onChange`, so an owner whose value other tabs also change (the cart) can apply it to the latest value.',
      control: false,
    },
  },
} satisfies Meta<typeof QuantityStepper>;
export default meta;
type Story = StoryObj<typeof meta>;

// A story named for a state ends its play in that state, so the Controls panel (its args) and the
// canvas agree once the play is done.
export const AtMinimum: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('spinbutton', { name: 'Quantity' });
    const decrease = canvas.getByRole('button', { name: 'Decrease quantity' });
    await expect(decrease).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Increase quantity' }));
    await waitFor(() => expect(input).toHaveValue('2'));
    await expect(args.onChange).toHaveBeenLastCalledWith(2);
    await userEvent.click(decrease);
    await waitFor(() => expect(input).toHaveValue('1'));
    await expect(args.onChange).toHaveBeenLastCalledWith(1);
    await waitFor(() => expect(decrease).toBeDisabled());
  },
};

export const StopsAtTen: Story = {
  args: { value: 10 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('spinbutton', { name: 'Quantity' });
    const increase = canvas.getByRole('button', { name: 'Increase quantity' });
    await expect(increase).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Decrease quantity' }));
    await waitFor(() => expect(input).toHaveValue('9'));
    await userEvent.click(increase);
    await waitFor(() => expect(input).toHaveValue('10'));
    await waitFor(() => expect(increase).toBeDisabled());
    await expect(args.onChange).toHaveBeenLastCalledWith(10);
  },
};

export const TypedValueCommitsOnLeaving: Story = {
  // Exercises a rule: the Docs page shows the component's states, not this interaction.
  tags: ['!autodocs'],
  args: { value: 3 },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('spinbutton', { name: 'Quantity' });
    await typeQuantity(input, '7');
    // Nothing half-typed reaches the owner; leaving the field commits it.
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.tab();
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith(7));
    await expect(input).toHaveValue('7');
  },
};

export const EnterCommitsTypedValue: Story = {
  // Exercises a rule: the Docs page shows the component's states, not this interaction.
  tags: ['!autodocs'],
  args: { value: 3 },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('spinbutton', { name: 'Quantity' });
    await typeQuantity(input, '10');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith(10));
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};

export const TypedValueOutOfRangeIsRejected: Story = {
  // Exercises a rule: the Docs page shows the component's states, not this interaction.
  tags: ['!autodocs'],
  args: { value: 3, onRejected: fn() },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('spinbutton', { name: 'Quantity' });
    await typeQuantity(input, '25');
    await userEvent.tab();
    // Neither the 2 on the way nor the 25 reaches the owner: the field goes back to 3.
    await waitFor(() => expect(input).toHaveValue('3'));
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(args.onRejected).toHaveBeenCalledWith(25);
  },
};

export const EmptiedFieldIsRejected: Story = {
  // Exercises a rule: the Docs page shows the component's states, not this interaction.
  tags: ['!autodocs'],
  args: { value: 4, onRejected: fn() },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('spinbutton', { name: 'Quantity' });
    await userEvent.click(input);
    await userEvent.keyboard('{Backspace}{Backspace}');
    await userEvent.tab();
    await waitFor(() => expect(input).toHaveValue('4'));
    await expect(args.onRejected).toHaveBeenCalledWith(Number.NaN);
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const KeyboardArrows: Story = {
  // Exercises a rule: the Docs page shows the component's states, not this interaction.
  tags: ['!autodocs'],
  args: { value: 5 },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('spinbutton', { name: 'Quantity' });
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowUp}');
    await waitFor(() => expect(input).toHaveValue('6'));
    await userEvent.keyboard('{ArrowUp}');
    await waitFor(() => expect(input).toHaveValue('7'));
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(input).toHaveValue('6'));
  },
};

export const HomeAndEndJumpToTheBounds: Story = {
  // Exercises a rule: the Docs page shows the component's states, not this interaction.
  tags: ['!autodocs'],
  args: { value: 4 },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('spinbutton', { name: 'Quantity' });
    await userEvent.click(input);
    await userEvent.keyboard('{End}');
    await waitFor(() => expect(input).toHaveValue('10'));
    await expect(args.onChange).toHaveBeenLastCalledWith(10);
    await userEvent.keyboard('{Home}');
    await waitFor(() => expect(input).toHaveValue('1'));
    await expect(args.onChange).toHaveBeenLastCalledWith(1);
    await expect(input).toHaveAttribute('aria-valuenow', '1');
  },
};

export const OnlyDigitsCanBeTyped: Story = {
  // Exercises a rule: the Docs page shows the component's states, not this interaction.
  tags: ['!autodocs'],
  args: { value: 2, onRejected: fn() },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('spinbutton', { name: 'Quantity' });
    await userEvent.clear(input);
    await userEvent.type(input, '-3.5e');
    await expect(input).toHaveValue('35');
    await userEvent.keyboard('{Enter}');
    await expect(args.onRejected).toHaveBeenCalledWith(35);
    await waitFor(() => expect(input).toHaveValue('2'));
  },
};

export const StepsFromTheTypedText: Story = {
  // Exercises a rule: the Docs page shows the component's states, not this interaction.
  tags: ['!autodocs'],
  args: { value: 2 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('spinbutton', { name: 'Quantity' });
    await typeQuantity(input, '7');
    // The click keeps the field focused, so the typed 7 is not committed first; the step is.
    await userEvent.click(canvas.getByRole('button', { name: 'Increase quantity' }));
    await waitFor(() => expect(input).toHaveValue('8'));
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenLastCalledWith(8);
    await expect(input).toHaveFocus();
  },
};

export const StepsFromTheOwnersNewValue: Story = {
  // Exercises a rule: the Docs page shows the component's states, not this interaction.
  tags: ['!autodocs'],
  args: { value: 2 },
  render: (args) => <Controlled {...args} initial={args.value} ownerSets={5} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('spinbutton', { name: 'Quantity' });
    await userEvent.click(canvas.getByRole('button', { name: 'Another tab sets 5' }));
    await waitFor(() => expect(input).toHaveValue('5'));
    await userEvent.click(canvas.getByRole('button', { name: 'Increase quantity' }));
    await waitFor(() => expect(input).toHaveValue('6'));
    await expect(args.onChange).toHaveBeenLastCalledWith(6);
  },
};

/** The cart's use: a step is reported as a change, applied by the owner to its latest value. */
export const ReportsStepsAsChanges: Story = {
  // Exercises a rule: the Docs page shows the component's states, not this interaction.
  tags: ['!autodocs', 'no-visual'],
  args: { value: 3, onStep: fn() },
  render: (args) => <QuantityStepper {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('spinbutton', { name: 'Quantity' });
    await userEvent.click(canvas.getByRole('button', { name: 'Increase quantity' }));
    await expect(args.onStep).toHaveBeenLastCalledWith(1);
    await userEvent.keyboard('{End}');
    await expect(args.onStep).toHaveBeenLastCalledWith(7);
    await expect(args.onChange).not.toHaveBeenCalled();
    // A typed value is still a value.
    await typeQuantity(input, '5');
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(5);
  },
};

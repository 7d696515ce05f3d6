import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { mobileViewport } from '../support/viewports';
import { SegmentedChoice, type SegmentedChoiceProps } from '../../src/ui/SegmentedChoice';
import { useHeldValue } from '../support/heldValue';

type List = 'inbox' | 'open' | 'mine' | 'resolved';
const options: SegmentedChoiceProps<List>['options'] = [
  { value: 'inbox', label: 'Inbox' },
  { value: 'open', label: 'Open Tickets' },
  { value: 'mine', label: 'Assigned to Me' },
  { value: 'resolved', label: 'Resolved' },
];

/** Holds the choice like a list screen does. */
function Controlled(props: SegmentedChoiceProps<List>) {
  return <SegmentedChoice {...props} {...useHeldValue(props)} />;
}

const meta = {
  title: 'UI/SegmentedChoice',
  component: SegmentedChoice,
  args: { label: 'Ticket lists', options, value: 'inbox', onChange: fn() },
  render: (args) => <Controlled {...(args as SegmentedChoiceProps<List>)} />,
  parameters: {
    docs: {
      description: {
        component:
          "One choice of several that takes effect at once, such as which list a back-office screen shows. It is a radio group: one tab stop, arrow keys move the choice, and screen readers hear 'radio, 2 of 4'. A long row scrolls sideways on a phone. Keep it to a few short options; do not use it for filters of a list (use FilterSelect) or for actions (use buttons).",
      },
    },
  },
  argTypes: {
    label: { description: "The group's accessible name, such as 'Ticket lists'.", control: 'text' },
    options: { description: 'The choices, in order, as `{ value, label }`.', control: 'object' },
    value: {
      description: "The chosen option's value; the owner holds it.",
      control: 'inline-radio',
      options: options.map((option) => option.value),
    },
    onChange: { description: 'Called with the chosen value.', control: false },
  },
} satisfies Meta<typeof SegmentedChoice<List>>;
export default meta;
type Story = StoryObj<typeof meta>;

export const OneChoiceOfSeveral: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radiogroup', { name: 'Ticket lists' })).toBeVisible();
    await expect(canvas.getAllByRole('radio')).toHaveLength(4);
    await expect(canvas.getByRole('radio', { name: 'Inbox' })).toBeChecked();
  },
};

export const ClickChooses: Story = {
  tags: ['!autodocs'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText('Resolved'));
    await waitFor(() => expect(canvas.getByRole('radio', { name: 'Resolved' })).toBeChecked());
    await expect(canvas.getByRole('radio', { name: 'Inbox' })).not.toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('resolved');
  },
};

export const ArrowKeysMoveTheChoice: Story = {
  tags: ['!autodocs'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Inbox' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(canvas.getByRole('radio', { name: 'Open Tickets' })).toBeChecked());
    await expect(args.onChange).toHaveBeenLastCalledWith('open');
    // One tab stop for the whole group: Tab leaves it.
    await userEvent.tab();
    await expect(canvasElement.contains(canvasElement.ownerDocument.activeElement)).toBe(false);
  },
};

export const Mobile: Story = {
  globals: mobileViewport,
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { FormattedDate } from '../../src/ui/FormattedDate';
import { withStaffDates } from '../support/staffDates';
import { DateDisplayContext } from '../../src/ui/dates/DateDisplayContext';

// 02:30 UTC on 21 November: still the evening of the 20th in New York. Stories run at 12:00 UTC on the 21st.
const EARLY_UTC = '2026-11-21T02:30:00.000Z';

const meta = {
  title: 'UI/FormattedDate',
  component: FormattedDate,
  decorators: [withStaffDates],
  args: { value: EARLY_UTC },
  parameters: {
    docs: {
      description: {
        component:
          "An instant written in the viewer's locale and time zone (from DateDisplayContext), with the full date, time and zone on hover or keyboard focus. Use it for every date a staff screen shows, passing the ISO string as it came from the API. Inside a button or link set `focusable` to false, so the date is plain text with the full date in `title`. Do not cut or format ISO strings by hand: the UTC day is often not the viewer's day.",
      },
    },
  },
  argTypes: {
    value: { description: 'The instant: an ISO string, epoch milliseconds or a Date.', control: 'text' },
    format: {
      description:
        "`day` (Nov 20, 2026), `dayTime` (with the time) or `relative` (3 days ago, against the runtime's clock).",
      control: 'inline-radio',
      options: ['day', 'dayTime', 'relative'],
    },
    focusable: {
      description: 'False inside something already focusable: plain text, with the full date in `title`.',
      control: 'boolean',
    },
  },
} satisfies Meta<typeof FormattedDate>;
export default meta;
type Story = StoryObj<typeof meta>;

const time = (canvasElement: HTMLElement) => canvasElement.querySelector('time') as HTMLTimeElement;
const tooltip = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body).findByRole('tooltip');

export const DayInTheViewerZone: Story = {
  play: async ({ canvasElement }) => {
    // Not 'Nov 21', the UTC day a cut ISO string would show.
    await expect(time(canvasElement)).toHaveTextContent('Nov 20, 2026');
    await expect(time(canvasElement)).toHaveAttribute('datetime', EARLY_UTC);
  },
};

export const FullDateOnFocus: Story = {
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(time(canvasElement)).toHaveFocus();
    await expect(await tooltip(canvasElement)).toHaveTextContent('Friday, November 20, 2026 at 9:30:00 PM EST');
  },
};

export const FullDateOnHover: Story = {
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    await userEvent.hover(time(canvasElement));
    await expect(await tooltip(canvasElement)).toHaveTextContent('Friday, November 20, 2026 at 9:30:00 PM EST');
    await userEvent.unhover(time(canvasElement));
    await waitFor(() => expect(within(canvasElement.ownerDocument.body).queryByRole('tooltip')).toBeNull());
  },
};

export const DayAndTime: Story = {
  args: { format: 'dayTime' },
  play: async ({ canvasElement }) => {
    await expect(time(canvasElement)).toHaveTextContent('Nov 20, 2026, 9:30 PM');
  },
};

export const RelativeToTheClock: Story = {
  args: { value: '2026-11-18T12:00:00.000Z', format: 'relative' },
  play: async ({ canvasElement }) => {
    await expect(time(canvasElement)).toHaveTextContent('3 days ago');
  },
};

export const InsideAButton: Story = {
  args: { focusable: false, format: 'relative', value: '2026-11-21T09:00:00.000Z' },
  play: async ({ canvasElement }) => {
    await expect(time(canvasElement)).toHaveTextContent('3 hours ago');
    await expect(time(canvasElement)).not.toHaveAttribute('tabindex');
    await expect(time(canvasElement)).toHaveAttribute('title', 'Saturday, November 21, 2026 at 4:00:00 AM EST');
  },
};

export const OtherLocaleAndZone: Story = {
  decorators: [
    (Story) => (
      <DateDisplayContext value={{ locale: 'de-DE', timeZone: 'Asia/Tokyo' }}>
        <Story />
      </DateDisplayContext>
    ),
  ],
  play: async ({ canvasElement }) => {
    await expect(time(canvasElement)).toHaveTextContent('21.11.2026');
  },
};

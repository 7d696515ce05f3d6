import type { Decorator } from '@storybook/react-vite';
import { DateDisplayContext } from '../../src/ui/dates/DateDisplayContext';

/**
 * The test browser runs in UTC, where a date cut from an ISO string and the viewer's own day look
 * the same. Stories show back-office dates as a staff member in New York sees them, so a day that
 * differs from the UTC day shows up.
 */
export const STAFF_DATE_DISPLAY = { locale: 'en-US', timeZone: 'America/New_York' };

export const withStaffDates: Decorator = (Story) => (
  <DateDisplayContext value={STAFF_DATE_DISPLAY}>
    <Story />
  </DateDisplayContext>
);

import { chakra, Portal, Tooltip } from '@chakra-ui/react';
import { useClock } from '../lib/runtime/useRuntime';
import { formatDay, formatDayTime, formatFull, formatRelative, type DateInput } from './dates/dateDisplay';
import { useDateDisplay } from './dates/DateDisplayContext';
// A staff-only recipe travels with its component instead of the shared theme, which every shopper
// page downloads (docs/architecture.md#performance-budgets).
import { tooltipSlotRecipe } from '@chakra-ui/react/theme';

export interface FormattedDateProps {
  value: DateInput;
  /** 'day' (Nov 20, 2026), 'dayTime' (with the time) or 'relative' (3 days ago, against the clock). */
  format?: 'day' | 'dayTime' | 'relative';
  /**
   * False inside something already focusable (a button): then the date is plain text, since a
   * focusable element inside a button is out of reach and invalid. The full date stays in `title`.
   */
  focusable?: boolean;
}

/**
 * An instant written in the viewer's locale and time zone. Hover or keyboard focus shows the full
 * date, time and zone; the element is focusable so keyboard users reach that too.
 */
export function FormattedDate({ value, format = 'day', focusable = true }: FormattedDateProps) {
  const display = useDateDisplay();
  const clock = useClock();
  const instant = new Date(value);
  const shown =
    format === 'relative'
      ? formatRelative(instant, clock.now(), display)
      : format === 'dayTime'
        ? formatDayTime(instant, display)
        : formatDay(instant, display);
  const full = formatFull(instant, display);
  if (!focusable)
    return (
      <time dateTime={instant.toISOString()} title={full}>
        {shown}
      </time>
    );
  return (
    <Tooltip.Root recipe={tooltipSlotRecipe} openDelay={300} closeDelay={100}>
      <Tooltip.Trigger asChild>
        <chakra.time dateTime={instant.toISOString()} tabIndex={0} focusVisibleRing="outside" borderRadius="xs">
          {shown}
        </chakra.time>
      </Tooltip.Trigger>
      <Portal>
        <Tooltip.Positioner>
          <Tooltip.Content>{full}</Tooltip.Content>
        </Tooltip.Positioner>
      </Portal>
    </Tooltip.Root>
  );
}

import type { ReactNode } from 'react';
import { SegmentGroup } from '@chakra-ui/react';
// A staff-only recipe travels with its component instead of the shared theme, which every shopper
// page downloads (docs/architecture.md#performance-budgets).
import { segmentGroupSlotRecipe } from '@chakra-ui/react/theme';

export interface SegmentedChoiceProps<Value extends string> {
  /** The group's accessible name, such as 'Account lists'. */
  label: string;
  options: readonly { value: Value; label: ReactNode }[];
  value: Value;
  onChange(value: Value): void;
}

/**
 * One choice of several, such as which list a back-office screen shows. Chakra's SegmentGroup is a
 * radio group, so assistive technology announces "radio, 2 of 4", and arrow keys move the choice.
 */
export function SegmentedChoice<Value extends string>({
  label,
  options,
  value,
  onChange,
}: SegmentedChoiceProps<Value>) {
  return (
    <SegmentGroup.Root
      recipe={segmentGroupSlotRecipe}
      size="sm"
      value={value}
      aria-label={label}
      // A row wider than a phone wraps onto a second line: the recipe's max-content minimum width
      // would otherwise push the page sideways. The indicator follows the chosen item on any line.
      alignSelf="flex-start"
      minWidth="0"
      maxWidth="full"
      flexWrap="wrap"
      onValueChange={(details) => {
        const next = options.find((option) => option.value === details.value);
        if (next) onChange(next.value);
      }}
    >
      <SegmentGroup.Indicator />
      <SegmentGroup.Items items={options.map((option) => ({ value: option.value, label: option.label }))} />
    </SegmentGroup.Root>
  );
}

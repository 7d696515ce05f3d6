import type { ReactNode } from 'react';
import { Button, Wrap } from '@chakra-ui/react';

export interface ToggleButtonGroupProps<Value extends string> {
  /** The group's accessible name, such as 'Account lists'. */
  label: string;
  options: readonly { value: Value; label: ReactNode }[];
  value: Value;
  onChange(value: Value): void;
}

/** A row of buttons of which one is pressed: the back office's list switchers. */
export function ToggleButtonGroup<Value extends string>({
  label,
  options,
  value,
  onChange,
}: ToggleButtonGroupProps<Value>) {
  return (
    <Wrap gap="2" role="group" aria-label={label}>
      {options.map((option) => (
        <Button
          key={option.value}
          size="sm"
          variant={value === option.value ? 'solid' : 'outline'}
          aria-pressed={value === option.value}
          onClick={() => onChange(option.value)}
        >
          {option.label}
        </Button>
      ))}
    </Wrap>
  );
}

import { useState } from 'react';
import { HStack, IconButton, NumberInput } from '@chakra-ui/react';
import { Minus, Plus } from 'lucide-react';

export interface QuantityStepperProps {
  value: number;
  onChange(value: number): void;
  min?: number;
  /** The cart allows 10 of a line, so that is the default ceiling. */
  max?: number;
  label?: string;
}

export function QuantityStepper({ value, onChange, min = 1, max = 10, label = 'Quantity' }: QuantityStepperProps) {
  // Typing passes through states that are not numbers ("" while replacing a digit), so the text
  // is kept here and only whole numbers in range reach the owner.
  const [text, setText] = useState(String(value));
  const [shownValue, setShownValue] = useState(value);
  if (value !== shownValue) {
    setShownValue(value);
    setText(String(value));
  }

  return (
    <NumberInput.Root
      value={text}
      min={min}
      max={max}
      step={1}
      clampValueOnBlur
      allowMouseWheel={false}
      onValueChange={({ value: next, valueAsNumber }) => {
        setText(next);
        if (Number.isInteger(valueAsNumber) && valueAsNumber >= min && valueAsNumber <= max) onChange(valueAsNumber);
      }}
      unstyled
      spinOnPress={false}
    >
      <HStack gap="2">
        <NumberInput.DecrementTrigger asChild>
          <IconButton variant="outline" size="sm" aria-label={`Decrease ${label.toLowerCase()}`}>
            <Minus />
          </IconButton>
        </NumberInput.DecrementTrigger>
        <NumberInput.Input
          aria-label={label}
          width="3.5rem"
          height="9"
          textAlign="center"
          fontWeight="semibold"
          borderWidth="1px"
          borderColor="border.emphasized"
          borderRadius="l2"
          bg="bg.panel"
          _focusVisible={{ outline: '2px solid', outlineColor: 'accent.focusRing' }}
        />
        <NumberInput.IncrementTrigger asChild>
          <IconButton variant="outline" size="sm" aria-label={`Increase ${label.toLowerCase()}`}>
            <Plus />
          </IconButton>
        </NumberInput.IncrementTrigger>
      </HStack>
    </NumberInput.Root>
  );
}

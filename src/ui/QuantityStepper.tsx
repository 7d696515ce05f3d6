import { useRef, useState } from 'react';
import { HStack, IconButton, NumberInput } from '@chakra-ui/react';
import { numberInputSlotRecipe } from '@chakra-ui/react/theme';
import { Minus, Plus } from 'lucide-react';

export interface QuantityStepperProps {
  value: number;
  onChange(value: number): void;
  min?: number;
  /** The cart allows 10 of a line, so that is the default ceiling. */
  max?: number;
  label?: string;
  /**
   * Called when the visitor leaves the field holding something other than a whole number in
   * range (typed 25, or emptied it). The field shows the last accepted value again either way;
   * the owner says why, such as the cart's 'Invalid quantity'.
   */
  onRejected?(typed: number): void;
}

const isAllowed = (quantity: number, min: number, max: number) =>
  Number.isInteger(quantity) && quantity >= min && quantity <= max;

export function QuantityStepper({
  value,
  onChange,
  min = 1,
  max = 10,
  label = 'Quantity',
  onRejected,
}: QuantityStepperProps) {
  // 'Quantity of Red 47' becomes 'Increase quantity of Red 47': only the first letter is lowered.
  const buttonLabel = label.charAt(0).toLowerCase() + label.slice(1);
  // Typing passes through states that are not the quantity meant ("2" on the way to "25", ""
  // while replacing a digit), so typed text is only committed when the visitor leaves the field
  // or presses Enter. Steps (buttons, arrow keys) commit at once.
  const [text, setTextState] = useState(String(value));
  // Keys can arrive faster than renders: Enter right after a digit must see that digit.
  const latestText = useRef(text);
  const setText = (next: string) => {
    latestText.current = next;
    setTextState(next);
  };
  const [shownValue, setShownValue] = useState(value);
  const typing = useRef(false);
  if (value !== shownValue) {
    // A new value from the owner replaces the field's text; nothing is being typed then, and
    // the next keystroke refreshes latestText before anything reads it.
    setShownValue(value);
    setTextState(String(value));
  }
  const commitTyped = () => {
    if (!typing.current) return;
    typing.current = false;
    const typed = latestText.current.trim() === '' ? Number.NaN : Number(latestText.current);
    if (isAllowed(typed, min, max)) {
      setText(String(typed));
      if (typed !== value) onChange(typed);
      return;
    }
    setText(String(value));
    onRejected?.(typed);
  };

  return (
    <NumberInput.Root
      recipe={numberInputSlotRecipe}
      value={text}
      min={min}
      max={max}
      step={1}
      clampValueOnBlur={false}
      allowMouseWheel={false}
      onValueChange={({ value: next, valueAsNumber }) => {
        setText(next);
        if (!typing.current && isAllowed(valueAsNumber, min, max)) onChange(valueAsNumber);
      }}
      unstyled
      spinOnPress={false}
    >
      <HStack gap="2">
        <NumberInput.DecrementTrigger asChild>
          <IconButton variant="outline" size="sm" aria-label={`Decrease ${buttonLabel}`}>
            <Minus />
          </IconButton>
        </NumberInput.DecrementTrigger>
        <NumberInput.Input
          aria-label={label}
          onKeyDown={(event) => {
            if (event.key === 'Enter') commitTyped();
            else if (event.key.length === 1 || event.key === 'Backspace' || event.key === 'Delete')
              typing.current = true;
            // An arrow or page key steps from what is in the field, and that step commits.
            else if (/^(Arrow(Up|Down)|Page(Up|Down)|Home|End)$/.test(event.key)) typing.current = false;
          }}
          onPaste={() => {
            typing.current = true;
          }}
          onBlur={commitTyped}
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
          <IconButton variant="outline" size="sm" aria-label={`Increase ${buttonLabel}`}>
            <Plus />
          </IconButton>
        </NumberInput.IncrementTrigger>
      </HStack>
    </NumberInput.Root>
  );
}

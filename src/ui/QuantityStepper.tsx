import { useId, useRef, useState, type MouseEvent, type PointerEvent, type ReactNode } from 'react';
import { chakra, HStack, IconButton } from '@chakra-ui/react';
import { Minus, Plus } from 'lucide-react';
import { isAllowedQuantity, isQuantityText, steppedQuantity, typedQuantity } from './quantityEntry';

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
  /**
   * When given, a step of the buttons or arrow keys is reported as a change (+1, -1, to the
   * ends) instead of through `onChange`, so an owner whose value other tabs also change (the
   * cart) can apply it to the latest value rather than overwrite that.
   */
  onStep?(delta: number): void;
}

// A press on a step button must not take focus from the field: the visitor may be typing.
const keepFocus = (event: MouseEvent) => event.preventDefault();

interface StepButtonProps {
  label: string;
  controls: string;
  disabled: boolean;
  onPointerDown(event: PointerEvent): void;
  onStep(): void;
  children: ReactNode;
}

function StepButton({ label, controls, disabled, onPointerDown, onStep, children }: StepButtonProps) {
  return (
    <IconButton
      variant="outline"
      size="sm"
      aria-label={label}
      aria-controls={controls}
      // The field's arrow keys do what the buttons do, so the buttons are not tab stops.
      tabIndex={-1}
      disabled={disabled}
      onPointerDown={onPointerDown}
      onMouseDown={keepFocus}
      onClick={onStep}
    >
      {children}
    </IconButton>
  );
}

/**
 * A spinbutton of our own rather than Chakra's NumberInput: Zag's number input formats and parses
 * through `@internationalized/number`, whose first `Intl.NumberFormat` starts ICU as the product
 * page starts (docs/architecture.md#pre-rendered-pages). A whole quantity from 1 to 10 needs none
 * of that. The keys follow the ARIA spinbutton pattern.
 */
export function QuantityStepper({
  value,
  onChange,
  min = 1,
  max = 10,
  label = 'Quantity',
  onRejected,
  onStep,
}: QuantityStepperProps) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  // After a click the arrow keys go on stepping; a tap does not focus the field, which would
  // open the phone's keyboard.
  const focusFieldOnClick = (event: PointerEvent) => {
    if (event.pointerType === 'mouse') input.current?.focus();
  };
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
    // the next keystroke refreshes latestText before a commit reads it.
    setShownValue(value);
    setTextState(String(value));
  }

  const commitTyped = () => {
    if (!typing.current) return;
    typing.current = false;
    const typed = typedQuantity(latestText.current);
    if (isAllowedQuantity(typed, min, max)) {
      setText(String(typed));
      if (typed !== value) onChange(typed);
      return;
    }
    setText(String(value));
    onRejected?.(typed);
  };
  const commit = (next: number) => {
    typing.current = false;
    setText(String(next));
    if (next !== value) onChange(next);
  };
  // A step from the owner's value goes to `onStep` when there is one; from typed text it is a
  // new value like any typed one.
  const stepTo = (next: number) => {
    if (typing.current || !onStep) return commit(next);
    setText(String(next));
    if (next !== value) onStep(next - value);
  };
  // A step starts from what is being typed, else from the owner's value (which may have changed
  // since the field's text was last set).
  const step = (delta: number) =>
    stepTo(steppedQuantity(typing.current ? latestText.current : String(value), value, delta, min, max));

  const shown = typedQuantity(text);
  const from = Number.isNaN(shown) ? value : shown;
  const keyActions: Record<string, () => void> = {
    ArrowUp: () => step(1),
    ArrowDown: () => step(-1),
    Home: () => stepTo(min),
    End: () => stepTo(max),
  };

  return (
    <HStack gap="2">
      <StepButton
        label={`Decrease ${buttonLabel}`}
        controls={inputId}
        disabled={from <= min}
        onPointerDown={focusFieldOnClick}
        onStep={() => step(-1)}
      >
        <Minus />
      </StepButton>
      <chakra.input
        ref={input}
        id={inputId}
        type="text"
        role="spinbutton"
        inputMode="numeric"
        autoComplete="off"
        spellCheck={false}
        aria-label={label}
        aria-valuemin={min}
        aria-valuemax={max}
        aria-valuenow={Number.isNaN(shown) ? undefined : shown}
        value={text}
        onChange={(event) => {
          if (!isQuantityText(event.target.value)) return;
          typing.current = true;
          setText(event.target.value);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') return commitTyped();
          const action = keyActions[event.key];
          if (!action || event.altKey || event.ctrlKey || event.metaKey) return;
          event.preventDefault();
          action();
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
      <StepButton
        label={`Increase ${buttonLabel}`}
        controls={inputId}
        disabled={from >= max}
        onPointerDown={focusFieldOnClick}
        onStep={() => step(1)}
      >
        <Plus />
      </StepButton>
    </HStack>
  );
}

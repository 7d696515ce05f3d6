import { Field, NativeSelect } from '@chakra-ui/react';
import { fieldSlotRecipe, nativeSelectSlotRecipe } from '@chakra-ui/react/theme';

export interface FilterOption<Value extends string = string> {
  value: Value;
  label: string;
}

export interface FilterSelectProps<Value extends string> {
  label: string;
  value: Value;
  options: readonly FilterOption<Value>[];
  onChange(value: Value): void;
}

/** A labelled native select for a list filter; it hands back only values from its own options. */
export function FilterSelect<Value extends string>({ label, value, options, onChange }: FilterSelectProps<Value>) {
  return (
    <Field.Root recipe={fieldSlotRecipe} width={{ base: 'full', md: '44' }}>
      <Field.Label fontSize="sm">{label}</Field.Label>
      <NativeSelect.Root recipe={nativeSelectSlotRecipe} size="sm">
        <NativeSelect.Field
          value={value}
          onChange={(event) => {
            const chosen = options.find((option) => option.value === event.target.value);
            if (chosen) onChange(chosen.value);
          }}
          bg="bg.panel"
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator aria-hidden="true" />
      </NativeSelect.Root>
    </Field.Root>
  );
}

import { useState } from 'react';

/** Holds a controlled component's value in a story, as its owner would, and still reports each change. */
export function useHeldValue<Value>(props: { value: Value; onChange(value: Value): void }) {
  const [value, setValue] = useState(props.value);
  return {
    value,
    onChange(next: Value) {
      setValue(next);
      props.onChange(next);
    },
  };
}

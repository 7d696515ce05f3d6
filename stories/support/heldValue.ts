import { useState } from 'react';

/**
 * Holds a controlled component's value in a story, as its owner would, and still reports each
 * change. When the story's arg changes (a designer moves its control), the held value follows it,
 * so the control and the rendered state never disagree.
 */
export function useHeldValue<Value>(props: { value: Value; onChange?(value: Value): void }) {
  const [value, setValue] = useState(props.value);
  const [given, setGiven] = useState(props.value);
  // React's pattern for state that follows a prop: adjust during render, no effect and no flash.
  if (!Object.is(given, props.value)) {
    setGiven(props.value);
    setValue(props.value);
  }
  return {
    value,
    onChange(next: Value) {
      setValue(next);
      props.onChange?.(next);
    },
  };
}

export const MAX_RELATED = 4;

/**
 * The related-item rule (docs/behaviour.md#related-items): at most 4 items, those in the same group (category or level)
 * first, never the current item, then filled with the others in their listed order.
 */
export function relatedItems<T extends { id: string }>(
  items: readonly T[],
  current: T,
  groupOf: (item: T) => string,
  max = MAX_RELATED,
): T[] {
  const others = items.filter((item) => item.id !== current.id);
  const group = groupOf(current);
  const same = others.filter((item) => groupOf(item) === group);
  const rest = others.filter((item) => groupOf(item) !== group);
  return [...same, ...rest].slice(0, max);
}

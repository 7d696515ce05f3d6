export const MAX_RELATED = 4;

/**
 * The columns of a related-items grid at each width: every count divides the 4 items, so no card
 * is ever left alone on a last row.
 */
export const RELATED_GRID_COLUMNS = { base: 1, sm: 2, lg: MAX_RELATED } as const;

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

/**
 * Category and edition label colours (docs/behaviour.md#categories): founders, special, premium and new are fixed; the
 * four named editions get one each. Values are Chakra palette names: each has a light shade that reads at AA contrast
 * on the dark surfaces.
 */
export const categoryPalettes = {
  founders: 'blue',
  special: 'red',
  premium: 'purple',
  new: 'green',
  putin: 'orange',
  kim: 'pink',
  obama: 'teal',
  biden: 'yellow',
} as const;

export type CategoryKey = keyof typeof categoryPalettes;

export function isCategoryKey(value: string): value is CategoryKey {
  return Object.hasOwn(categoryPalettes, value);
}

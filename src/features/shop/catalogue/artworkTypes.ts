/** The colours items come in; Blue 100 is blue (docs/behaviour.md#catalogue-data). */
export type ItemColor = 'blue' | 'red' | 'purple' | 'yellow' | 'pink' | 'green';

/** The outline an item's artwork is drawn with. */
export type ArtworkShape = 'round' | 'hexagon' | 'crown' | 'smiley' | 'square' | 'bat' | 'oval' | 'arcade' | 'triangle';

/** Fill colours for the artwork: mid shades that stand out on the dark panels. */
export const itemColorHex: Record<ItemColor, string> = {
  blue: '#3b82f6',
  red: '#ef4444',
  purple: '#a855f7',
  yellow: '#facc15',
  pink: '#f472b6',
  green: '#22c55e',
};

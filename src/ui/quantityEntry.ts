/**
 * The rules of the quantity field: what typed text means, and where a step lands. Typed text is
 * only a proposal until it is committed; a step always lands on an allowed quantity.
 */

export const isAllowedQuantity = (quantity: number, min: number, max: number) =>
  Number.isInteger(quantity) && quantity >= min && quantity <= max;

/** The number the field's text stands for; an emptied field stands for none (NaN). */
export const typedQuantity = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/** Only digits can be typed: a quantity has no sign, no fraction and no exponent. */
export const isQuantityText = (text: string) => /^\d*$/.test(text);

/**
 * A step (a button, an arrow key) starts from what the field shows, even half-typed, so 25 and
 * the up arrow make 10; an emptied field steps from the last accepted quantity.
 */
export function steppedQuantity(text: string, accepted: number, delta: number, min: number, max: number): number {
  const typed = typedQuantity(text);
  const from = Number.isNaN(typed) ? accepted : typed;
  return Math.min(max, Math.max(min, from + delta));
}

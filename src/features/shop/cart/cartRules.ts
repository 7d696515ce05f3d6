/**
 * The cart's rules as plain functions over its lines. Lines hold ids and quantities only; prices
 * and names are looked up in the catalogue (one source for each fact).
 */
export type CartLineType = 'product' | 'pack';

export interface CartLine {
  id: string;
  type: CartLineType;
  quantity: number;
}

export const MIN_LINE_QUANTITY = 1;
export const MAX_LINE_QUANTITY = 10;
/** The flat 0.0002 BTC shipping (docs/behaviour.md#cart), in satoshis. */
export const SHIPPING_SATS = 20_000;

export const MAX_QUANTITY_MESSAGE = 'Maximum quantity limit reached';
export const INVALID_QUANTITY_MESSAGE = 'Invalid quantity';

export type CartError = typeof MAX_QUANTITY_MESSAGE | typeof INVALID_QUANTITY_MESSAGE;

/** Either the new lines, or the reason the change was refused (the lines stay as they were). */
export type CartChange = { ok: true; lines: CartLine[] } | { ok: false; error: CartError };

export interface CartAddition {
  id: string;
  type: CartLineType;
  quantity: number;
}

export function isValidQuantity(quantity: number): boolean {
  return Number.isInteger(quantity) && quantity >= MIN_LINE_QUANTITY && quantity <= MAX_LINE_QUANTITY;
}

const sameLine = (a: { id: string; type: CartLineType }, b: { id: string; type: CartLineType }) =>
  a.id === b.id && a.type === b.type;

/**
 * Adds all the additions or none: each goes to its own line (new, or more of the same id and
 * type). If any line would pass 10, nothing changes ('Maximum quantity limit reached').
 */
export function addLines(lines: readonly CartLine[], additions: readonly CartAddition[]): CartChange {
  // More than 10 at once is caught by the limit below; zero, negative or fractional is never valid.
  if (additions.some(({ quantity }) => !Number.isInteger(quantity) || quantity < MIN_LINE_QUANTITY)) {
    return { ok: false, error: INVALID_QUANTITY_MESSAGE };
  }
  const next = lines.map((line) => ({ ...line }));
  for (const addition of additions) {
    const existing = next.find((line) => sameLine(line, addition));
    const quantity = (existing?.quantity ?? 0) + addition.quantity;
    if (quantity > MAX_LINE_QUANTITY) return { ok: false, error: MAX_QUANTITY_MESSAGE };
    if (existing) existing.quantity = quantity;
    else next.push({ id: addition.id, type: addition.type, quantity });
  }
  return { ok: true, lines: next };
}

export function addLine(lines: readonly CartLine[], id: string, type: CartLineType, quantity: number): CartChange {
  return addLines(lines, [{ id, type, quantity }]);
}

/** A bundle is not a line: it adds each of its products, times the bundle quantity. */
export function bundleAdditions(
  items: readonly { productId: string; quantity: number }[],
  bundleQuantity: number,
): CartAddition[] {
  return items.map((item) => ({ id: item.productId, type: 'product', quantity: item.quantity * bundleQuantity }));
}

/** A direct update outside 1 to 10 is refused ('Invalid quantity'); removal is its own action. */
export function setLineQuantity(
  lines: readonly CartLine[],
  id: string,
  type: CartLineType,
  quantity: number,
): CartChange {
  if (!isValidQuantity(quantity)) return { ok: false, error: INVALID_QUANTITY_MESSAGE };
  return { ok: true, lines: lines.map((line) => (sameLine(line, { id, type }) ? { ...line, quantity } : line)) };
}

export function removeLine(lines: readonly CartLine[], id: string, type: CartLineType): CartLine[] {
  return lines.filter((line) => !sameLine(line, { id, type }));
}

export function totalItems(lines: readonly CartLine[]): number {
  return lines.reduce((sum, line) => sum + line.quantity, 0);
}

/**
 * A step of the '+' or '-' button, as a change rather than a result: applied to whatever the line
 * holds when it is saved, so steps made in two tabs at once all count. Past 10 is refused ('Maximum
 * quantity limit reached'), below 1 'Invalid quantity'; a line another tab removed stays removed.
 */
export function stepLineQuantity(
  lines: readonly CartLine[],
  id: string,
  type: CartLineType,
  delta: number,
): CartChange {
  const line = lines.find((candidate) => sameLine(candidate, { id, type }));
  if (!line) return { ok: true, lines: [...lines] };
  const quantity = line.quantity + delta;
  if (Number.isInteger(quantity) && quantity > MAX_LINE_QUANTITY) return { ok: false, error: MAX_QUANTITY_MESSAGE };
  return setLineQuantity(lines, id, type, quantity);
}

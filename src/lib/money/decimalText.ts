/**
 * Rounds a decimal written as text to `decimals` places, half away from zero, and groups the
 * thousands with commas: what en-US `Intl.NumberFormat` with `roundingMode: 'halfExpand'` prints.
 * Written out because a page's first `Intl.NumberFormat` starts ICU, about 20 ms of main thread
 * (80 ms on a phone) in the middle of hydrating the first price (docs/architecture.md#performance-budgets).
 * Text that is not a plain decimal (NaN, Infinity, exponent form) comes back as it is.
 */
export function formatDecimalText(text: string, decimals: number): string {
  if (!Number.isInteger(decimals) || decimals < 0) throw new RangeError(`decimals ${decimals}`);
  const match = /^(-?)(\d+)(?:\.(\d*))?$/.exec(text);
  if (!match) return text;
  const [, sign, whole, fraction = ''] = match;
  let scaled = BigInt(whole + fraction.slice(0, decimals).padEnd(decimals, '0'));
  if ((fraction[decimals] ?? '0') >= '5') scaled += 1n;
  const digits = scaled.toString().padStart(decimals + 1, '0');
  const integerPart = digits.slice(0, digits.length - decimals).replace(/\B(?=(\d{3})+$)/g, ',');
  return `${sign}${integerPart}${decimals > 0 ? `.${digits.slice(-decimals)}` : ''}`;
}

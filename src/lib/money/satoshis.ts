/**
 * Money is counted in satoshis: integers, 1 BTC = 100 000 000 sat. Sums, products, discounts and
 * comparisons of prices happen on these integers, so no float error can creep into a total; an
 * amount is rounded (half-up) only when it is shown (docs/behaviour.md, "Money").
 */
export type Sats = number;

export const SATS_PER_BTC = 100_000_000;

/** The catalogue's BTC prices are written as decimals; each is converted here once. */
export function btcToSats(btc: number): Sats {
  return Math.round(btc * SATS_PER_BTC);
}

/** For display and for conversion into other coins only: never add or compare the result. */
export function satsToBtc(sats: Sats): number {
  return sats / SATS_PER_BTC;
}

/** `sats` raised by a whole percentage, rounded half-up to the satoshi (a struck-through price). */
export function withMarkup(sats: Sats, percent: number): Sats {
  return Math.round((sats * (100 + percent)) / 100);
}

/** The satoshis one shown digit stands for at `decimals` BTC decimals (4 decimals: 10 000 sat). */
function shownUnit(decimals: number): Sats {
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 8) throw new RangeError(`decimals ${decimals}`);
  return 10 ** (8 - decimals);
}

/**
 * The amount a shopper sees at `decimals` BTC decimals, still in satoshis: rounded half-up (half
 * away from zero). Differences of shown prices are taken between these values, so a shown
 * "You Save" always equals the shown prices' difference.
 */
export function shownSats(sats: Sats, decimals: number): Sats {
  const unit = shownUnit(decimals);
  const rounded = Math.floor((Math.abs(sats) + unit / 2) / unit) * unit;
  return sats < 0 ? -rounded : rounded;
}

export function sumSats(amounts: Iterable<Sats>): Sats {
  let total = 0;
  for (const amount of amounts) total += amount;
  return total;
}

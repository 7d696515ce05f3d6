import type { Random } from '../../lib/runtime/random';

/** The simulated USD per BTC rate starts here (docs/behaviour.md#prices-and-rates)... */
export const INITIAL_USD_RATE = 26453.78;
/** ...and moves every 5 s... */
export const USD_RATE_DRIFT_MS = 5000;
/** ...by at most 0.1 % either way. */
export const MAX_DRIFT = 0.001;

/** The next simulated rate: a uniform step within ±0.1 % of the current one. */
export function nextUsdRate(rate: number, random: Random): number {
  const step = (random.next() * 2 - 1) * MAX_DRIFT;
  return rate * (1 + step);
}

/** Pack pages estimate dollars with a fixed rate, not the live one (docs/behaviour.md#prices-and-rates). */
export const PACK_USD_RATE = 67000;

export function packUsdEstimate(btc: number): number {
  return btc * PACK_USD_RATE;
}

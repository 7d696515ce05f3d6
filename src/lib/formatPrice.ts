import { SATS_PER_BTC, shownSats, type Sats } from './money/satoshis';

const cache = new Map<string, Intl.NumberFormat>();

function numberFormat(key: string, make: () => Intl.NumberFormat): Intl.NumberFormat {
  let format = cache.get(key);
  if (!format) {
    format = make();
    cache.set(key, format);
  }
  return format;
}

function coinFormat(decimals: number): Intl.NumberFormat {
  return numberFormat(
    `coin-${decimals}`,
    () =>
      new Intl.NumberFormat('en-US', {
        minimumFractionDigits: decimals,
        maximumFractionDigits: decimals,
        roundingMode: 'halfExpand',
      }),
  );
}

/**
 * A coin amount with a fixed number of decimals: 4 for BTC prices, 5 for packs, 8 and 6 on the
 * payment page. Rounded half-up on the decimal the amount stands for: Intl would round the binary
 * float (0.01475 is stored as 0.014749999…) down, so the amount is handed over as decimal text.
 */
export function formatCoinAmount(amount: number, decimals: number): string {
  return coinFormat(decimals).format(amount.toFixed(12) as `${number}`);
}

/** The exact decimal text of a satoshi amount, e.g. 1 475 000 → '0.01475000'. */
function satsDecimalText(sats: Sats): `${number}` {
  const whole = Math.floor(Math.abs(sats) / SATS_PER_BTC);
  const fraction = String(Math.abs(sats) % SATS_PER_BTC).padStart(8, '0');
  return `${sats < 0 ? '-' : ''}${whole}.${fraction}` as `${number}`;
}

/** A satoshi amount shown in BTC at `decimals` decimals, rounded half-up: 1 475 000 → '0.0148'. */
export function formatSats(sats: Sats, decimals = 4): string {
  return coinFormat(decimals).format(satsDecimalText(shownSats(sats, decimals)));
}

/** `formatSats` with the unit: '0.0148 BTC'. */
export function formatSatsAsBtc(sats: Sats, decimals = 4): string {
  return `${formatSats(sats, decimals)} BTC`;
}

export function formatBtc(amount: number, decimals = 4): string {
  return `${formatCoinAmount(amount, decimals)} BTC`;
}

export function formatUsd(amount: number): string {
  return numberFormat('usd', () => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })).format(
    amount,
  );
}

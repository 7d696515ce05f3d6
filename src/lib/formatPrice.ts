import { formatDecimalText } from './money/decimalText';
import { SATS_PER_BTC, shownSats, type Sats } from './money/satoshis';

/**
 * A coin amount with a fixed number of decimals: 4 for BTC prices, 5 for packs, 8 and 6 on the
 * payment page. Rounded half-up on the decimal the amount stands for, not on the binary float
 * (0.01475 is stored as 0.014749999…), so the amount is rounded as decimal text.
 */
export function formatCoinAmount(amount: number, decimals: number): string {
  return formatDecimalText(amount.toFixed(12), decimals);
}

/** The exact decimal text of a satoshi amount, e.g. 1 475 000 → '0.01475000'. */
function satsDecimalText(sats: Sats): string {
  const whole = Math.floor(Math.abs(sats) / SATS_PER_BTC);
  const fraction = String(Math.abs(sats) % SATS_PER_BTC).padStart(8, '0');
  return `${sats < 0 ? '-' : ''}${whole}.${fraction}`;
}

/** A satoshi amount shown in BTC at `decimals` decimals, rounded half-up: 1 475 000 → '0.0148'. */
export function formatSats(sats: Sats, decimals = 4): string {
  return formatDecimalText(satsDecimalText(shownSats(sats, decimals)), decimals);
}

/** `formatSats` with the unit: '0.0148 BTC'. */
export function formatSatsAsBtc(sats: Sats, decimals = 4): string {
  return `${formatSats(sats, decimals)} BTC`;
}

export function formatBtc(amount: number, decimals = 4): string {
  return `${formatCoinAmount(amount, decimals)} BTC`;
}

/** US dollars to the cent, half-up: '$26,453.78', '-$9.50'. */
export function formatUsd(amount: number): string {
  return `${amount < 0 ? '-' : ''}$${formatDecimalText(Math.abs(amount).toFixed(12), 2)}`;
}

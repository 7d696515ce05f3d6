import { buildConfig } from '../../../lib/buildConfig';

/**
 * The format check of docs/behaviour.md#payment-widget (not a checksum check): legacy addresses start with 1 or 3 and
 * are 26 to 35 characters; bech32 addresses start with bc1 and are 42 to 62 characters.
 */
export function isBitcoinAddressFormat(address: string): boolean {
  if (/^[13][1-9A-HJ-NP-Za-km-z]{25,34}$/.test(address)) return true;
  return /^bc1[02-9ac-hj-np-z]{39,59}$/.test(address);
}

/**
 * The receiving address comes from VITE_BTC_ADDRESS (docs/behaviour.md#payment-widget). The default passes the format
 * check but is not a real address (its bech32 checksum is wrong), so nothing can be sent to it.
 */
export const PLACEHOLDER_BTC_ADDRESS = 'bc1qcvaultdemaddressqqqqqqqqqqqqqqqqqqqqqq';

export function configuredBtcAddress(): string {
  return buildConfig.btcAddress?.trim() || PLACEHOLDER_BTC_ADDRESS;
}

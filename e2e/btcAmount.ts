import type { Locator } from '@playwright/test';

/** The satoshis a shown BTC amount stands for ('0.02200 BTC' → 2 200 000), so totals shown to 4, 5 or 8 decimals compare exactly. */
export async function shownSats(locator: Locator): Promise<number> {
  const text = (await locator.textContent()) ?? '';
  const match = /-?[\d,]+\.\d+/.exec(text);
  if (!match) throw new Error(`No BTC amount in "${text}"`);
  const [whole = '0', fraction = ''] = match[0].replace(/,/g, '').split('.');
  return Number(whole) * 100_000_000 + Number(fraction.padEnd(8, '0').slice(0, 8)) * (whole.startsWith('-') ? -1 : 1);
}

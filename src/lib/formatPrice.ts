const cache = new Map<string, Intl.NumberFormat>();

function numberFormat(key: string, make: () => Intl.NumberFormat): Intl.NumberFormat {
  let format = cache.get(key);
  if (!format) {
    format = make();
    cache.set(key, format);
  }
  return format;
}

/** A coin amount with a fixed number of decimals: 4 for BTC prices, 5 for packs, 8 and 6 on the payment page. */
export function formatCoinAmount(amount: number, decimals: number): string {
  return numberFormat(
    `coin-${decimals}`,
    () => new Intl.NumberFormat('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals }),
  ).format(amount);
}

export function formatBtc(amount: number, decimals = 4): string {
  return `${formatCoinAmount(amount, decimals)} BTC`;
}

export function formatUsd(amount: number): string {
  return numberFormat('usd', () => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })).format(
    amount,
  );
}

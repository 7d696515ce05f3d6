import type { PricedCoin } from '../../pricing/cryptoPriceEndpoint';

export interface PaymentCoin {
  id: PricedCoin;
  name: string;
  symbol: 'BTC' | 'ETH' | 'XMR';
  /** Bitcoin 8 decimals on the payment page, ethereum and monero 6 (docs/behaviour.md#money). */
  decimals: 8 | 6;
  recommended: boolean;
  description: string;
  features: [string, string, string, string];
}

/** In the order the payment page offers them; Bitcoin is the default choice. */
export const paymentCoins: PaymentCoin[] = [
  {
    id: 'bitcoin',
    name: 'Bitcoin',
    symbol: 'BTC',
    decimals: 8,
    recommended: false,
    description: 'The original cryptocurrency, held and accepted more widely than any other.',
    features: [
      'Supported by every major wallet',
      'Confirmation in 10-60 minutes',
      'Price locked for a 30-minute window',
      'Amount shown to 8 decimals',
    ],
  },
  {
    id: 'monero',
    name: 'Monero',
    symbol: 'XMR',
    decimals: 6,
    recommended: true,
    description: 'Private by design: amounts and addresses stay confidential on its network.',
    features: [
      'Confidential amounts and addresses',
      'Recommended for the most privacy',
      'Confirmation in about 20 minutes',
      'Amount shown to 6 decimals',
    ],
  },
  {
    id: 'ethereum',
    name: 'Ethereum',
    symbol: 'ETH',
    decimals: 6,
    recommended: false,
    description: 'Fast confirmations and wide wallet support for everyday payments.',
    features: [
      'Confirmation in a few minutes',
      'Supported by most wallets',
      'Price locked for a 30-minute window',
      'Amount shown to 6 decimals',
    ],
  },
];

export const DEFAULT_PAYMENT_COIN: PricedCoin = 'bitcoin';

export function paymentCoin(id: PricedCoin): PaymentCoin {
  const coin = paymentCoins.find((candidate) => candidate.id === id);
  if (!coin) throw new Error(`No payment coin "${id}"`);
  return coin;
}

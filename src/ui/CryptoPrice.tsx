import { HStack, Text } from '@chakra-ui/react';
import { formatCoinAmount } from '../lib/formatPrice';

export interface CryptoPriceProps {
  amount: number;
  /**
   * Decimals (docs/behaviour.md#money): 4 for BTC prices, 5 for packs, 8 for bitcoin and 6 for ethereum and monero on
   * the payment page.
   */
  decimals?: 4 | 5 | 6 | 8;
  unit?: 'BTC' | 'ETH' | 'XMR';
  /** The price before a discount, shown struck through beside it. */
  original?: number;
  size?: 'sm' | 'md' | 'lg' | 'xl';
  /** `accent` for the one price that matters on a screen (a product's, a total); `body` for the figures around it. */
  tone?: 'accent' | 'body';
}

export function CryptoPrice({
  amount,
  decimals = 4,
  unit = 'BTC',
  original,
  size = 'md',
  tone = 'accent',
}: CryptoPriceProps) {
  const price = `${formatCoinAmount(amount, decimals)} ${unit}`;
  return (
    <HStack gap="2" alignItems="baseline" flexWrap="wrap">
      <Text
        as="span"
        fontSize={size}
        fontWeight={tone === 'accent' ? 'bold' : 'medium'}
        color={tone === 'accent' ? 'accent.fg' : 'fg'}
        fontVariantNumeric="tabular-nums"
      >
        {price}
      </Text>
      {original !== undefined && (
        <Text as="s" fontSize="sm" color="fg.muted" fontVariantNumeric="tabular-nums">
          <Text as="span" srOnly>
            was{' '}
          </Text>
          {formatCoinAmount(original, decimals)} {unit}
        </Text>
      )}
    </HStack>
  );
}

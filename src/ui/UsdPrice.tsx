import { HStack, Text } from '@chakra-ui/react';
import { formatUsd } from '../lib/formatPrice';

export interface UsdPriceProps {
  amount: number;
  /** Prefix with "≈" for estimates such as converted prices. */
  approximate?: boolean;
  /** A small note after the figure, such as "live rate". */
  note?: string;
}

export function UsdPrice({ amount, approximate = false, note }: UsdPriceProps) {
  return (
    <HStack gap="2" alignItems="baseline">
      <Text as="span" color="fg" fontVariantNumeric="tabular-nums">
        {approximate && (
          <>
            <span aria-hidden="true">≈ </span>
            <Text as="span" srOnly>
              about{' '}
            </Text>
          </>
        )}
        {formatUsd(amount)}
      </Text>
      {note && (
        <Text as="span" fontSize="xs" color="fg.muted">
          {note}
        </Text>
      )}
    </HStack>
  );
}

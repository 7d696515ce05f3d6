import { Badge, Box, HStack, List, RadioCard, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Check } from 'lucide-react';
// Only this page uses the recipe: it travels with the component, not in the theme every page downloads.
import { listSlotRecipe, radioCardSlotRecipe } from '@chakra-ui/react/theme';
import type { PricedCoin } from '../../pricing/cryptoPriceEndpoint';
import { paymentCoin, paymentCoins } from './paymentCoins';

export interface CoinChoiceProps {
  value: PricedCoin;
  onChange(coin: PricedCoin): void;
}

/** The radio-style choice of coin, with the chosen coin's description and features below it. */
export function CoinChoice({ value, onChange }: CoinChoiceProps) {
  const chosen = paymentCoin(value);
  return (
    <Stack gap="4">
      <RadioCard.Root
        recipe={radioCardSlotRecipe}
        value={value}
        onValueChange={(details) => details.value && onChange(details.value as PricedCoin)}
        variant="surface"
      >
        <RadioCard.Label fontWeight="semibold">Payment method</RadioCard.Label>
        <SimpleGrid columns={{ base: 1, sm: 3 }} gap="3">
          {paymentCoins.map((coin) => (
            // The chosen coin shows a border in the accent colour and a check mark, not only a darker shade.
            <RadioCard.Item
              key={coin.id}
              value={coin.id}
              borderWidth="2px"
              _checked={{ borderColor: 'accent.solid', bg: 'accent.subtle' }}
              // The focused input is hidden: its card draws the ring, or a focused card looks like any other.
              focusVisibleRing="outside"
            >
              <RadioCard.ItemHiddenInput />
              <RadioCard.ItemControl>
                <RadioCard.ItemContent>
                  <HStack gap="2" flexWrap="wrap">
                    <RadioCard.ItemText>{coin.name}</RadioCard.ItemText>
                    {coin.recommended && (
                      <Badge variant="outline" colorPalette="accent">
                        Recommended
                      </Badge>
                    )}
                  </HStack>
                  <RadioCard.ItemDescription>{coin.symbol}</RadioCard.ItemDescription>
                </RadioCard.ItemContent>
                <Box
                  aria-hidden="true"
                  display="flex"
                  alignItems="center"
                  justifyContent="center"
                  boxSize="6"
                  flexShrink="0"
                  borderRadius="full"
                  borderWidth="2px"
                  borderColor={coin.id === value ? 'accent.solid' : 'border.emphasized'}
                  bg={coin.id === value ? 'accent.solid' : 'transparent'}
                  color="accent.contrast"
                >
                  {coin.id === value && <Check size={14} strokeWidth={3} />}
                </Box>
              </RadioCard.ItemControl>
            </RadioCard.Item>
          ))}
        </SimpleGrid>
      </RadioCard.Root>
      <Stack
        as="section"
        aria-label={`${chosen.name} details`}
        gap="3"
        layerStyle="glowPanel"
        borderRadius="lg"
        padding="4"
      >
        <Text>{chosen.description}</Text>
        <List.Root recipe={listSlotRecipe} variant="plain" gap="2">
          {chosen.features.map((feature) => (
            <List.Item key={feature} alignItems="center" gap="2">
              <List.Indicator asChild color="accent.fg">
                <Check size={16} aria-hidden="true" />
              </List.Indicator>
              {feature}
            </List.Item>
          ))}
        </List.Root>
      </Stack>
    </Stack>
  );
}

import { Heading, LinkBox, LinkOverlay, SimpleGrid, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';

export interface HomeCardLink {
  to: string;
  title: string;
  text: string;
}

/** A grid of cards that each open a marketing page (Why Choose Us, Complete Anonymity). */
export function HomeCardLinks({ cards, columns }: { cards: readonly HomeCardLink[]; columns: number }) {
  return (
    <SimpleGrid columns={{ base: 1, sm: 2, lg: columns }} gap="4">
      {cards.map((card) => (
        <LinkBox
          key={card.to}
          layerStyle="glowPanel"
          borderRadius="xl"
          padding="5"
          _hover={{ borderColor: 'accent.border' }}
        >
          <Heading as="h3" size="md">
            <LinkOverlay asChild>
              <RouterLink to={card.to}>{card.title}</RouterLink>
            </LinkOverlay>
          </Heading>
          <Text color="fg.muted" fontSize="sm" marginTop="1">
            {card.text}
          </Text>
        </LinkBox>
      ))}
    </SimpleGrid>
  );
}

import { Card, Heading, LinkBox, LinkOverlay, SimpleGrid, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import type { ContentLink } from './contentPage';

/** Cards that each open a page; the whole card is the click target, the title is the link. */
export function ContentLinkCards({ links }: { links: ContentLink[] }) {
  return (
    <SimpleGrid columns={{ base: 1, md: links.length > 2 ? 3 : links.length }} gap="4" marginTop="4">
      {links.map((link) => (
        <LinkBox as="article" key={link.to}>
          <Card.Root
            variant="outline"
            height="full"
            _hover={{ borderColor: 'accent.fg' }}
            _focusWithin={{ borderColor: 'accent.fg' }}
          >
            <Card.Body gap="2">
              <Heading as="h3" size="md">
                <LinkOverlay asChild color="accent.fg">
                  <RouterLink to={link.to}>{link.title}</RouterLink>
                </LinkOverlay>
              </Heading>
              <Text color="fg.muted">{link.description}</Text>
            </Card.Body>
          </Card.Root>
        </LinkBox>
      ))}
    </SimpleGrid>
  );
}

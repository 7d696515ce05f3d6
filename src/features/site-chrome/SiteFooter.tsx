import { Box, Container, Flex, Heading, HStack, Icon, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { AtSign, Lock, Mail, MessageCircle } from 'lucide-react';
import { LinkButton, TextLink } from '../../ui/RouterLink';
import { Logo } from '../../ui/Logo';
import { useClock } from '../../lib/runtime/useRuntime';
import { useHasStarted } from '../../lib/startup/useHasStarted';
import { footerColumns } from './siteLinks';

// Social links are placeholders with no target, so they are labelled icons, not links (docs/behaviour.md#shell).
const socialPlaceholders = [
  { label: 'Community chat', icon: MessageCircle },
  { label: 'Announcements', icon: AtSign },
  { label: 'Newsletter', icon: Mail },
];

export function SiteFooter() {
  const clock = useClock();
  // The year comes from today's clock, so it is written in once the app has started: pre-rendered
  // HTML from another year must hydrate without a mismatch.
  const year = useHasStarted() ? new Date(clock.now()).getUTCFullYear() : null;
  return (
    <Box as="footer" borderTopWidth="1px" borderColor="accent.muted" bg="bg.panel" marginTop="12">
      <Container maxWidth="7xl" paddingY="10">
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="8">
          {footerColumns.map((column) => (
            <Stack as="nav" key={column.title} aria-label={column.title} gap="2">
              <Heading as="h2" size="sm" color="fg">
                {column.title}
              </Heading>
              {column.links.map((link) => (
                <TextLink key={link.to + link.label} to={link.to} color="fg.muted" _hover={{ color: 'accent.fg' }}>
                  {link.label}
                </TextLink>
              ))}
            </Stack>
          ))}
          <Stack gap="3" aria-labelledby="footer-connect">
            <Heading as="h2" id="footer-connect" size="sm" color="fg">
              Connect
            </Heading>
            <HStack gap="3">
              {socialPlaceholders.map(({ label, icon: SocialIcon }) => (
                <Box as="span" key={label} role="img" aria-label={`${label} (coming soon)`} color="fg.muted">
                  <Icon boxSize="5">
                    <SocialIcon />
                  </Icon>
                </Box>
              ))}
            </HStack>
            <LinkButton to="/admin" variant="outline" size="sm" alignSelf="flex-start">
              <Lock aria-hidden="true" />
              Administrator Panel
            </LinkButton>
          </Stack>
        </SimpleGrid>
        <Flex
          marginTop="10"
          paddingTop="6"
          borderTopWidth="1px"
          borderColor="border"
          direction={{ base: 'column', md: 'row' }}
          gap="3"
          justifyContent="space-between"
          alignItems={{ base: 'flex-start', md: 'center' }}
        >
          <HStack gap="3">
            <Logo compact />
            <Text fontSize="sm" color="fg.muted">
              {year === null ? '© CryptoVault' : `© ${year} CryptoVault`}
            </Text>
          </HStack>
          <Text fontSize="sm" color="fg.muted">
            End-to-end encrypted | Military-grade security
          </Text>
        </Flex>
      </Container>
    </Box>
  );
}

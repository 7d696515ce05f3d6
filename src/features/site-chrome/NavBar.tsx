import type { ReactNode } from 'react';
import { Box, Container, Grid, HStack, Link } from '@chakra-ui/react';
import { Logo } from '../../ui/Logo';
import { mainLinks } from './siteLinks';
import { NavItem } from './NavItem';
import { MobileMenu } from './MobileMenu';
import { useScrolledPast } from './useScrolledPast';
import { useLogoNavigation } from './useLogoNavigation';

const OPAQUE_AFTER_PX = 50;

export interface NavBarProps {
  /** Where the shop puts its cart button. */
  cartSlot?: ReactNode;
}

export function NavBar({ cartSlot }: NavBarProps) {
  const opaque = useScrolledPast(OPAQUE_AFTER_PX);
  const goHome = useLogoNavigation();
  return (
    <Box
      as="header"
      position="sticky"
      top="0"
      zIndex="sticky"
      data-opaque={opaque ? '' : undefined}
      bg={opaque ? 'bg.panel' : 'transparent'}
      borderBottomWidth="1px"
      borderColor={opaque ? 'accent.muted' : 'transparent'}
      boxShadow={opaque ? 'lg' : 'none'}
      transition="background-color 0.2s, border-color 0.2s"
    >
      <Container maxWidth="7xl">
        {/* Columns, not a row spread apart: the links are centred in the room between the logo and
            the cart, which puts them where a spread row does, but a frame drawn before the cart's
            HTML has arrived (a slow connection, a busy phone) leaves them near that place, where a
            spread row puts them at the far end and they jump back when it comes. */}
        <Grid height="16" templateColumns="auto 1fr auto" alignItems="center" gap="4">
          <Link
            href="/"
            aria-label="CryptoVault home"
            _hover={{ textDecoration: 'none' }}
            onClick={(event) => {
              event.preventDefault();
              goHome();
            }}
          >
            <Logo />
          </Link>
          <HStack as="nav" aria-label="Main" gap="1" hideBelow="md" justifySelf="center">
            {mainLinks.map((link) => (
              <NavItem key={link.to} link={link} />
            ))}
          </HStack>
          <HStack gap="2" gridColumn="3">
            {cartSlot}
            <MobileMenu />
          </HStack>
        </Grid>
      </Container>
    </Box>
  );
}

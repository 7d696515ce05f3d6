import { Link } from '@chakra-ui/react';
import { NavLink } from 'react-router';
import type { SiteLink } from './siteLinks';

/** A chrome link that marks itself as the current page. */
export function NavItem({ link, onNavigate }: { link: SiteLink; onNavigate?: () => void }) {
  return (
    <Link
      asChild
      color="fg.muted"
      fontWeight="medium"
      paddingX="2"
      paddingY="1"
      borderRadius="md"
      _hover={{ color: 'fg', textDecoration: 'none' }}
      // Colour alone would not mark the current page for everyone (WCAG 1.4.1): it is underlined too.
      _currentPage={{
        color: 'accent.fg',
        textDecoration: 'underline',
        textDecorationThickness: '2px',
        textUnderlineOffset: '6px',
      }}
    >
      <NavLink to={link.to} end={link.to === '/'} onClick={onNavigate}>
        {link.label}
      </NavLink>
    </Link>
  );
}

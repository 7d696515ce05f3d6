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
      _currentPage={{ color: 'accent.fg' }}
    >
      <NavLink to={link.to} end={link.to === '/'} onClick={onNavigate}>
        {link.label}
      </NavLink>
    </Link>
  );
}

import type { ReactNode } from 'react';
import { Button, Link, type ButtonProps, type LinkProps } from '@chakra-ui/react';
import { Link as RouterLinkBase } from 'react-router';

type To = string;

/** An inline text link that navigates inside the app. */
export function TextLink({
  to,
  children,
  ...rest
}: Omit<LinkProps, 'href' | 'asChild'> & { to: To; children: ReactNode }) {
  return (
    <Link asChild color="accent.fg" {...rest}>
      <RouterLinkBase to={to}>{children}</RouterLinkBase>
    </Link>
  );
}

/** A link that looks like a button: for navigation that reads as an action. */
export function LinkButton({ to, children, ...rest }: Omit<ButtonProps, 'asChild'> & { to: To; children: ReactNode }) {
  return (
    <Button asChild {...rest}>
      <RouterLinkBase to={to}>{children}</RouterLinkBase>
    </Button>
  );
}

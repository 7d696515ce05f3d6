import { CloseButton, Drawer, Heading, Portal, Stack } from '@chakra-ui/react';
import { drawerSlotRecipe } from '@chakra-ui/react/theme';
import { anonymityLinks, featureLinks, mainLinks, type SiteLink } from './siteLinks';
import { NavItem } from './NavItem';

function LinkGroup({ title, links, onNavigate }: { title: string; links: SiteLink[]; onNavigate: () => void }) {
  const id = `mobile-menu-${title.toLowerCase().replace(/\s+/g, '-')}`;
  return (
    <Stack as="section" gap="1" aria-labelledby={id}>
      <Heading
        as="h3"
        id={id}
        size="xs"
        textTransform="uppercase"
        letterSpacing="wider"
        color="fg.muted"
        marginBottom="1"
      >
        {title}
      </Heading>
      {links.map((link) => (
        <NavItem key={link.to} link={link} onNavigate={onNavigate} />
      ))}
    </Stack>
  );
}

export interface MobileMenuDrawerProps {
  open: boolean;
  onOpenChange(open: boolean): void;
}

export default function MobileMenuDrawer({ open, onOpenChange }: MobileMenuDrawerProps) {
  const close = () => onOpenChange(false);
  return (
    <Drawer.Root
      recipe={drawerSlotRecipe}
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      placement="end"
      size="xs"
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content bg="bg.panel">
            <Drawer.Header>
              <Drawer.Title>Menu</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <Stack as="nav" aria-label="Mobile" gap="6">
                <Stack gap="1">
                  {mainLinks.map((link) => (
                    <NavItem key={link.to} link={link} onNavigate={close} />
                  ))}
                </Stack>
                <LinkGroup title="Complete Anonymity" links={anonymityLinks} onNavigate={close} />
                <LinkGroup title="Our Features" links={featureLinks} onNavigate={close} />
              </Stack>
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close menu" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}

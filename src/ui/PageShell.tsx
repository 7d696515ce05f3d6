import type { ReactNode } from 'react';
import { Box, Card, Container, Flex, Heading, SkipNavContent, SkipNavLink, Text } from '@chakra-ui/react';
import { AnimatedBackground } from './AnimatedBackground';
import { HydrationSlice } from './HydrationSlice';

export interface PageFrameProps {
  header?: ReactNode;
  footer?: ReactNode;
  children?: ReactNode;
}

/** The frame around every page: background, skip link, header, the main landmark and footer. */
export function PageFrame({ header, footer, children }: PageFrameProps) {
  return (
    <Flex direction="column" minHeight="100dvh" position="relative">
      <AnimatedBackground />
      <SkipNavLink>Skip to content</SkipNavLink>
      <HydrationSlice>{header}</HydrationSlice>
      <Box as="main" flex="1" position="relative" zIndex="1">
        <SkipNavContent />
        <HydrationSlice>{children}</HydrationSlice>
      </Box>
      {footer && (
        <Box position="relative" zIndex="1">
          <HydrationSlice>{footer}</HydrationSlice>
        </Box>
      )}
    </Flex>
  );
}

export interface PageBodyProps {
  title?: ReactNode;
  subtitle?: ReactNode;
  /** Wrap the content, if any, in the glowing content card (default), or lay it out bare. */
  card?: boolean;
  /** The card's greatest width, for a page whose content is one small form (the staff login). */
  cardMaxWidth?: string;
  children?: ReactNode;
}

/** A page's own part, inside the frame's main landmark: its title, subtitle and content. */
export function PageBody({ title, subtitle, card = true, cardMaxWidth, children }: PageBodyProps) {
  return (
    <Container maxWidth="6xl" paddingY={{ base: '8', md: '12' }}>
      {(title || subtitle) && (
        <Box as="header" textAlign="center" marginBottom={{ base: '6', md: '10' }}>
          {title && (
            <Heading as="h1" size={{ base: '2xl', md: '4xl' }} letterSpacing="tight">
              {title}
            </Heading>
          )}
          {subtitle && (
            <Text color="fg.muted" fontSize={{ base: 'md', md: 'lg' }} marginTop="3" maxWidth="2xl" marginX="auto">
              {subtitle}
            </Text>
          )}
        </Box>
      )}
      {card && children ? (
        <Card.Root layerStyle="glowPanel" borderRadius="xl" maxWidth={cardMaxWidth} marginX="auto">
          <Card.Body padding={{ base: '5', md: '8' }}>
            <HydrationSlice>{children}</HydrationSlice>
          </Card.Body>
        </Card.Root>
      ) : (
        <HydrationSlice>{children}</HydrationSlice>
      )}
    </Container>
  );
}

export type PageShellProps = PageFrameProps & PageBodyProps;

/** A whole page on its own: the frame with the page's body in it. */
export function PageShell({ header, footer, ...body }: PageShellProps) {
  return (
    <PageFrame header={header} footer={footer}>
      <PageBody {...body} />
    </PageFrame>
  );
}

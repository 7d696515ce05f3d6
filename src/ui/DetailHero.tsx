import type { ReactNode } from 'react';
import { Box, Flex, Grid, Stack } from '@chakra-ui/react';
import { ArrowLeft } from 'lucide-react';
import { TextLink } from './RouterLink';

export interface DetailHeroProps {
  backTo: string;
  backLabel: string;
  /** The item's picture, shown in a glowing panel beside (or, on phones, above) the details. */
  artwork: ReactNode;
  /** Badges, price, description and the buying controls. */
  children: ReactNode;
}

/** The top of every detail page: a link back to the list, then the artwork beside the details. */
export function DetailHero({ backTo, backLabel, artwork, children }: DetailHeroProps) {
  return (
    <>
      <Box>
        <TextLink to={backTo} display="inline-flex" alignItems="center" gap="1">
          <ArrowLeft aria-hidden="true" size="16" /> {backLabel}
        </TextLink>
      </Box>
      {/* minmax(0, …): a column may be narrower than the artwork's drawn size, which then scales down
          to fit a 320 px phone. */}
      <Grid
        templateColumns={{ base: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' }}
        gap={{ base: '6', md: '10' }}
        alignItems="start"
      >
        <Flex
          layerStyle="glowPanel"
          borderRadius="xl"
          padding="8"
          justifyContent="center"
          css={{ '& > svg': { maxWidth: 'full', height: 'auto' } }}
        >
          {artwork}
        </Flex>
        <Stack gap="4">{children}</Stack>
      </Grid>
    </>
  );
}

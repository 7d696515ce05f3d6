import { Suspense, use } from 'react';
import { HStack, Stack } from '@chakra-ui/react';
import { LinkButton } from '../../ui/RouterLink';
import { TypedSlogans } from './TypedSlogans';
import { homeBelowFold } from './homeBelowFold';

function BelowFold() {
  const { HomeBelowFold } = use(homeBelowFold);
  return <HomeBelowFold />;
}

/** The home page below its title: hero, the two carousels, the card grids and the closing call. */
export function HomeSections() {
  return (
    <Stack gap={{ base: '12', md: '16' }}>
      <Stack alignItems="center" gap="6" textAlign="center">
        <TypedSlogans />
        <HStack justifyContent="center" gap="4" flexWrap="wrap">
          <LinkButton to="/products" size="lg">
            Browse Products
          </LinkButton>
          <LinkButton to="/bundles" size="lg" variant="outline">
            View Bundles
          </LinkButton>
        </HStack>
      </Stack>
      {/* A hydrating page waits for this chunk (homeBelowFold.ts); a client-drawn one shows the hero first. */}
      <Suspense fallback={null}>
        <BelowFold />
      </Suspense>
    </Stack>
  );
}

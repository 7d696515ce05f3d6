import { Center, Spinner, Text, VStack } from '@chakra-ui/react';

/** Shown while a route's code arrives, so the page is never blank. */
export function RouteLoading() {
  return (
    <Center minHeight="100dvh" role="status">
      <VStack gap="3">
        <Spinner size="lg" color="accent.fg" />
        <Text color="fg.muted">Loading…</Text>
      </VStack>
    </Center>
  );
}

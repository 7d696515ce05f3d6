import type { ReactNode } from 'react';
import { EmptyState as ChakraEmptyState, VStack } from '@chakra-ui/react';
import { emptyStateSlotRecipe } from '@chakra-ui/react/theme';
import { SearchX } from 'lucide-react';

export interface EmptyStateProps {
  title: string;
  description?: string;
  icon?: ReactNode;
  /** A way out, such as a link back to the full list. */
  action?: ReactNode;
}

export function EmptyState({ title, description, icon = <SearchX />, action }: EmptyStateProps) {
  return (
    <ChakraEmptyState.Root recipe={emptyStateSlotRecipe} size="lg" role="status">
      <ChakraEmptyState.Content>
        <ChakraEmptyState.Indicator color="accent.fg">{icon}</ChakraEmptyState.Indicator>
        <VStack textAlign="center">
          <ChakraEmptyState.Title as="h2">{title}</ChakraEmptyState.Title>
          {description && <ChakraEmptyState.Description>{description}</ChakraEmptyState.Description>}
        </VStack>
        {action}
      </ChakraEmptyState.Content>
    </ChakraEmptyState.Root>
  );
}

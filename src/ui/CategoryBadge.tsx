import { Badge } from '@chakra-ui/react';
import { isCategoryKey } from './theme/categoryColors';

export interface CategoryBadgeProps {
  /** A category or edition key (founders, special, ..., biden); anything else is shown as-is in grey. */
  category: string;
  label: string;
}

export function CategoryBadge({ category, label }: CategoryBadgeProps) {
  const known = isCategoryKey(category);
  return (
    <Badge
      variant="outline"
      size="md"
      color={known ? `category.${category}` : 'fg.muted'}
      boxShadow="none"
      borderWidth="1px"
      borderColor={known ? `category.${category}` : 'border'}
      bg="bg.panel"
      // Hugs its text even as a child of a column that stretches its children (the product card).
      width="fit-content"
    >
      {label}
    </Badge>
  );
}

import type { ReactNode } from 'react';
import { Flex, Stack } from '@chakra-ui/react';
import { SearchInput, type SearchInputProps } from './SearchInput';

export interface FilterBarProps {
  search: SearchInputProps;
  /** The filters beside the search: FilterSelects, a reset button. */
  children?: ReactNode;
}

/** A list's search field and its filters in one row that wraps on narrow screens. */
export function FilterBar({ search, children }: FilterBarProps) {
  return (
    <Flex gap="3" wrap="wrap" align="flex-end">
      <Stack flex="1" minWidth="60">
        <SearchInput {...search} />
      </Stack>
      {children}
    </Flex>
  );
}

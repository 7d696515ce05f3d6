import { useRef } from 'react';
import { CloseButton, Input, InputGroup } from '@chakra-ui/react';
import { inputRecipe } from '@chakra-ui/react/theme';
import { Search } from 'lucide-react';

/** Longer than any name, e-mail or phrase worth searching for; a paste beyond it is cut here. */
export const MAX_SEARCH_LENGTH = 200;

export interface SearchInputProps {
  value: string;
  onChange(value: string): void;
  placeholder: string;
  /** The accessible name; defaults to the placeholder. */
  label?: string;
}

export function SearchInput({ value, onChange, placeholder, label = placeholder }: SearchInputProps) {
  const input = useRef<HTMLInputElement>(null);
  const clear = () => {
    onChange('');
    input.current?.focus();
  };
  return (
    <InputGroup
      startElement={<Search aria-hidden="true" size="16" />}
      // Drawn while the field is empty too, only hidden: the first keystroke then changes no
      // class and adds no style rule, either of which makes the browser lay out the whole page
      // again within the keystroke's frame (about 25 ms on a phone).
      endElement={
        <CloseButton
          size="xs"
          aria-label="Clear search"
          onClick={clear}
          data-empty={value ? undefined : ''}
          css={{ '&[data-empty]': { display: 'none' } }}
        />
      }
    >
      <Input
        recipe={inputRecipe}
        ref={input}
        type="search"
        maxLength={MAX_SEARCH_LENGTH}
        value={value}
        placeholder={placeholder}
        aria-label={label}
        bg="bg.panel"
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && value) {
            event.preventDefault();
            clear();
          }
        }}
        css={{ '&::-webkit-search-cancel-button': { display: 'none' } }}
      />
    </InputGroup>
  );
}

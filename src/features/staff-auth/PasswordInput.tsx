import { useState, type ComponentProps } from 'react';
import { IconButton, Input, InputGroup } from '@chakra-ui/react';
import { inputRecipe } from '@chakra-ui/react/theme';
import { Eye, EyeOff } from 'lucide-react';

/** A password field with a show/hide toggle. */
export function PasswordInput(props: Omit<ComponentProps<typeof Input>, 'type'>) {
  const [visible, setVisible] = useState(false);
  return (
    <InputGroup
      endElement={
        <IconButton
          variant="ghost"
          size="xs"
          aria-label={visible ? 'Hide password' : 'Show password'}
          aria-pressed={visible}
          onClick={() => setVisible((shown) => !shown)}
        >
          {visible ? <EyeOff /> : <Eye />}
        </IconButton>
      }
    >
      <Input recipe={inputRecipe} {...props} type={visible ? 'text' : 'password'} />
    </InputGroup>
  );
}

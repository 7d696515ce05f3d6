import { List } from '@chakra-ui/react';
import { listSlotRecipe } from '@chakra-ui/react/theme';

/** A plain bulleted list of sentences with accent-coloured markers, as the content pages use. */
export function BulletList({ items }: { items: string[] }) {
  return (
    <List.Root recipe={listSlotRecipe} gap="2" paddingStart="5" color="fg.muted">
      {items.map((item) => (
        <List.Item key={item} _marker={{ color: 'accent.fg' }}>
          {item}
        </List.Item>
      ))}
    </List.Root>
  );
}

import { List } from '@chakra-ui/react';

/** A plain bulleted list of sentences with accent-coloured markers, as the content pages use. */
export function BulletList({ items }: { items: string[] }) {
  return (
    <List.Root gap="2" paddingStart="5" color="fg.muted">
      {items.map((item) => (
        <List.Item key={item} _marker={{ color: 'accent.fg' }}>
          {item}
        </List.Item>
      ))}
    </List.Root>
  );
}

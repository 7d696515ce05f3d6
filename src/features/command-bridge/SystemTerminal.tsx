import { useEffect, useRef } from 'react';
import { Box, Heading, Text } from '@chakra-ui/react';
import type { TerminalLine } from './useTerminal';

export function SystemTerminal({ lines }: { lines: TerminalLine[] }) {
  const end = useRef<HTMLDivElement>(null);
  // After every render, keep the newest line in view.
  useEffect(() => {
    const log = end.current?.parentElement;
    if (log) log.scrollTop = log.scrollHeight;
  });
  return (
    <Box
      as="section"
      aria-labelledby="system-terminal"
      borderWidth="1px"
      borderRadius="md"
      bg="terminal.bg"
      padding="4"
    >
      <Heading as="h2" id="system-terminal" size="sm" marginBottom="2" color="fg.success">
        System Terminal
      </Heading>
      <Box
        role="log"
        aria-label="Terminal output"
        fontFamily="mono"
        fontSize="sm"
        maxHeight="48"
        overflowY="auto"
        tabIndex={0}
      >
        {lines.map((line) => (
          <Text key={line.id} color="terminal.fg">
            <Text as="span" color="fg.muted">
              [{line.time}]
            </Text>{' '}
            {line.text}
          </Text>
        ))}
        <div ref={end} />
      </Box>
    </Box>
  );
}

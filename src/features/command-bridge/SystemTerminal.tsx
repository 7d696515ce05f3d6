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
    <Box as="section" aria-labelledby="system-terminal" borderWidth="1px" borderRadius="md" bg="gray.950" padding="4">
      <Heading as="h2" id="system-terminal" size="sm" marginBottom="2" color="green.300">
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
          <Text key={line.id} color="green.200">
            <Text as="span" color="gray.400">
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

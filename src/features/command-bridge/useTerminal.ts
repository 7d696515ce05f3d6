import { useCallback, useState } from 'react';
import { useClock } from '../../lib/runtime/useRuntime';

export interface TerminalLine {
  id: number;
  time: string;
  text: string;
}

const MAX_LINES = 50;

/** The System Terminal's log, stamped with the injected clock (UTC time of day). */
export function useTerminal(first: string) {
  const clock = useClock();
  const stamp = useCallback(() => new Date(clock.now()).toISOString().slice(11, 19), [clock]);
  const [lines, setLines] = useState<TerminalLine[]>(() => [{ id: 0, time: stamp(), text: first }]);
  const log = useCallback(
    (text: string) =>
      setLines((current) =>
        [...current, { id: (current[current.length - 1]?.id ?? 0) + 1, time: stamp(), text }].slice(-MAX_LINES),
      ),
    [stamp],
  );
  return { lines, log };
}

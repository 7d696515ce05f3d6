import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { StartedContext } from '../../lib/startup/startedContext';

export interface StartupProviderProps {
  /**
   * True when this render draws (or hydrates) pre-rendered HTML: it starts as not started, like
   * the build's render, and turns started once hydrated.
   */
  hydrating: boolean;
  children: ReactNode;
}

/**
 * Tells the tree whether the app has started (useHasStarted). After hydration the flag turns in a
 * transition, so the parts that fill in (stored cart, the day's picks, the year) render in short,
 * interruptible slices instead of one long task that would keep the page from answering input.
 */
export function StartupProvider({ hydrating, children }: StartupProviderProps) {
  const [started, setStarted] = useState(!hydrating);
  useEffect(() => {
    if (!started) startTransition(() => setStarted(true));
  }, [started]);
  return <StartedContext value={started}>{children}</StartedContext>;
}

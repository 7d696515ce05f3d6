import type { ReactNode } from 'react';
import { RuntimeContext, type Runtime } from './runtime';

export function RuntimeProvider({ runtime, children }: { runtime: Runtime; children: ReactNode }) {
  return <RuntimeContext value={runtime}>{children}</RuntimeContext>;
}

import { use } from 'react';
import { RuntimeContext } from './runtime';
import type { Clock } from './clock';
import type { Random } from './random';

export function useClock(): Clock {
  return use(RuntimeContext).clock;
}

export function useRandom(): Random {
  return use(RuntimeContext).random;
}

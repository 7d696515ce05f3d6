import { createContext } from 'react';
import { systemClock, type Clock } from './clock';
import { systemRandom, type Random } from './random';

export interface Runtime {
  clock: Clock;
  random: Random;
}

export const systemRuntime: Runtime = { clock: systemClock, random: systemRandom };

export const RuntimeContext = createContext<Runtime>(systemRuntime);

import { createManualClock, type ManualClock } from '../src/lib/runtime/manualClock';
import { createSeededRandom } from '../src/lib/runtime/random';
import type { Runtime } from '../src/lib/runtime/runtime';

/** `parameters.runtime`: where a story's clock starts and which seed its random source uses. */
export interface StoryRuntimeParameters {
  now?: string;
  seed?: number;
}

export interface StoryRuntime extends Runtime {
  clock: ManualClock;
}

/** Every story starts at the same instant with the same seed, so its frames never change. */
export const DEFAULT_STORY_NOW = '2026-11-21T12:00:00Z';

export function createStoryRuntime(parameters: StoryRuntimeParameters = {}): StoryRuntime {
  return {
    clock: createManualClock(parameters.now ?? DEFAULT_STORY_NOW),
    random: createSeededRandom(parameters.seed ?? 1),
  };
}

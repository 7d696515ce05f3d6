import { describe, expect, it } from 'vitest';
import { createSeededRandom } from '../lib/runtime/random';
import { keyFreshHistoryEntry } from './keyFreshHistoryEntry';

function historyWith(state: unknown) {
  const entry = {
    state,
    replaceState(data: unknown) {
      entry.state = data;
    },
  };
  return entry;
}

describe('keyFreshHistoryEntry', () => {
  it('keys an entry the router did not make, keeping what its state held', () => {
    const typed = historyWith(null);
    keyFreshHistoryEntry(typed, createSeededRandom(1));
    expect(typed.state).toEqual({ key: expect.stringMatching(/^[0-9a-z]+$/) });

    const indexed = historyWith({ idx: 0 });
    keyFreshHistoryEntry(indexed, createSeededRandom(1));
    expect(indexed.state).toEqual({ idx: 0, key: expect.any(String) });
  });

  it('gives two fresh entries different keys', () => {
    const random = createSeededRandom(7);
    const first = historyWith(null);
    const second = historyWith(null);
    keyFreshHistoryEntry(first, random);
    keyFreshHistoryEntry(second, random);
    expect((first.state as { key: string }).key).not.toBe((second.state as { key: string }).key);
  });

  it('leaves a reloaded or restored entry its key, so its saved position is found', () => {
    const reloaded = historyWith({ usr: null, key: 'abc123', idx: 2 });
    keyFreshHistoryEntry(reloaded, createSeededRandom(1));
    expect(reloaded.state).toEqual({ usr: null, key: 'abc123', idx: 2 });
  });
});

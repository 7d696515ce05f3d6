import { describe, expect, it } from 'vitest';
import { storyUiShard } from './storyUiShard';

describe('storyUiShard', () => {
  it('is the whole sidebar when the run is not split', () => {
    expect(storyUiShard(undefined, 542)).toEqual({ index: 1, total: 1, start: 0, end: 542 });
  });

  it('splits the sidebar into stretches that meet end to end and cover every story once', () => {
    for (const total of [2, 3, 7]) {
      const shards = Array.from({ length: total }, (_, k) => storyUiShard(`${k + 1}/${total}`, 542));
      expect(shards[0]?.start).toBe(0);
      expect(shards.at(-1)?.end).toBe(542);
      expect(shards.slice(1).map((shard) => shard.start)).toEqual(shards.slice(0, -1).map((shard) => shard.end));
      const sizes = shards.map((shard) => shard.end - shard.start);
      expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
    }
  });

  it('refuses a setting it cannot read, rather than judging no story', () => {
    for (const setting of ['2', '0/2', '3/2', 'half', '1/0']) expect(() => storyUiShard(setting, 10)).toThrow(/k\/n/);
  });
});

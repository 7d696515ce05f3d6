import { describe, expect, it } from 'vitest';
import { createManualClock } from './manualClock';

describe('createManualClock', () => {
  it('starts at the given instant and only moves when advanced', () => {
    const clock = createManualClock('2026-11-21T12:00:00Z');
    expect(clock.now()).toBe(Date.parse('2026-11-21T12:00:00Z'));
    clock.advance(1500);
    expect(clock.now()).toBe(Date.parse('2026-11-21T12:00:01.500Z'));
  });

  it('fires timeouts once and intervals on every beat, in time order', () => {
    const clock = createManualClock(0);
    const fired: string[] = [];
    clock.setInterval(() => fired.push(`tick@${clock.now()}`), 1000);
    clock.setTimeout(() => fired.push(`once@${clock.now()}`), 2500);
    clock.advance(3000);
    expect(fired).toEqual(['tick@1000', 'tick@2000', 'once@2500', 'tick@3000']);
    expect(clock.pendingCount()).toBe(1);
  });

  it('does not fire cleared timers', () => {
    const clock = createManualClock(0);
    let calls = 0;
    const id = clock.setTimeout(() => calls++, 100);
    clock.clearTimeout(id);
    clock.advance(1000);
    expect(calls).toBe(0);
    expect(clock.pendingCount()).toBe(0);
  });

  it('runs timers scheduled by a firing timer when they fall due in the same advance', () => {
    const clock = createManualClock(0);
    const fired: number[] = [];
    clock.setTimeout(() => {
      fired.push(clock.now());
      clock.setTimeout(() => fired.push(clock.now()), 100);
    }, 100);
    clock.advance(250);
    expect(fired).toEqual([100, 200]);
  });
});

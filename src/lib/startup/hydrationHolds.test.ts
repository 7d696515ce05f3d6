import { describe, expect, it } from 'vitest';
import { holdHydrationUntil, hydrationHolds } from './hydrationHolds';

interface Deferred {
  promise: Promise<string>;
  settle: { resolve(value: string): void; reject(reason: unknown): void };
}

function deferred(): Deferred {
  const settle: Deferred['settle'] = { resolve: () => undefined, reject: () => undefined };
  const promise = new Promise<string>((resolve, reject) => Object.assign(settle, { resolve, reject }));
  return { promise, settle };
}

describe('hydrationHolds', () => {
  it('waits for every held part, and a failed part does not stop start-up', async () => {
    const first = deferred();
    const second = deferred();
    expect(holdHydrationUntil(first.promise)).toBe(first.promise);
    holdHydrationUntil(second.promise).catch(() => undefined);
    let settled = false;
    const all = hydrationHolds().then(() => {
      settled = true;
    });
    first.settle.resolve('loaded');
    await first.promise;
    await Promise.resolve();
    expect(settled).toBe(false);
    second.settle.reject(new Error('chunk failed'));
    await all;
    expect(settled).toBe(true);
  });
});

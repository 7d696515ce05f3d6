import { describe, expect, it } from 'vitest';
import { holdHydrationUntil, hydrationHolds } from './hydrationHolds';

function deferred() {
  let resolve: (value: string) => void = () => undefined;
  let reject: (reason: unknown) => void = () => undefined;
  const promise = new Promise<string>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
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
    first.resolve('loaded');
    await Promise.resolve();
    await Promise.resolve();
    expect(settled).toBe(false);
    second.reject(new Error('chunk failed'));
    await all;
    expect(settled).toBe(true);
  });
});

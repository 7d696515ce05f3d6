import { describe, expect, it } from 'vitest';
import { moduleOrHold } from './lazyPart';

/** Whether `promise` has settled once every callback already queued has run. */
async function settledNow(promise: Promise<unknown>): Promise<boolean> {
  let settled = false;
  void promise.then(
    () => (settled = true),
    () => (settled = true),
  );
  await new Promise((resolve) => setTimeout(resolve, 0));
  return settled;
}

describe('moduleOrHold', () => {
  it('gives the module an import gave', async () => {
    const module = { default: () => null };
    await expect(moduleOrHold(module)).resolves.toBe(module);
  });

  it('holds, neither resolving nor failing, when the import gave nothing (the page is going)', async () => {
    expect(await settledNow(moduleOrHold(undefined))).toBe(false);
  });
});

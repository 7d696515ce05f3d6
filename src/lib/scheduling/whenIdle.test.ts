import { describe, expect, it, vi } from 'vitest';
import { whenIdle, type IdleHost } from './whenIdle';

describe('whenIdle', () => {
  it("waits for the browser's idle callback, at most timeoutMs", () => {
    const host = {
      requestIdleCallback: vi.fn<NonNullable<IdleHost['requestIdleCallback']>>(),
      setTimeout: vi.fn<IdleHost['setTimeout']>(),
    };
    const run = vi.fn<() => void>();
    whenIdle(run, { timeoutMs: 5_000, host });
    expect(host.requestIdleCallback).toHaveBeenCalledWith(run, { timeout: 5_000 });
    expect(host.setTimeout).not.toHaveBeenCalled();
  });

  it('waits fallbackMs where the browser has no idle callback (WebKit)', () => {
    const host = { setTimeout: vi.fn<IdleHost['setTimeout']>() };
    const run = vi.fn<() => void>();
    whenIdle(run, { fallbackMs: 1_500, host });
    expect(host.setTimeout).toHaveBeenCalledWith(run, 1_500);
    expect(run).not.toHaveBeenCalled();
  });
});

// @vitest-environment jsdom
import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StoredValueSpec } from './storedValue';
import { useStoredState, type StoredState } from './useStoredState';

// React's act() needs this flag outside a testing library.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const tally: StoredValueSpec<Record<string, number>> = {
  key: 'tally',
  fallback: {},
  repair(raw) {
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return { value: {}, problems: ['not a map'] };
    const value = Object.fromEntries(Object.entries(raw).filter(([, n]) => typeof n === 'number')) as Record<
      string,
      number
    >;
    return { value, problems: Object.keys(value).length === Object.keys(raw).length ? [] : ['dropped entries'] };
  },
};

type Hook = StoredState<Record<string, number>>;

let root: Root;
let container: HTMLElement;
let hook: Hook;

function Probe({ report }: { report(state: Hook): void }) {
  report(useStoredState(tally));
  return null;
}

function mount() {
  act(() =>
    root.render(
      createElement(Probe, {
        report: (state) => {
          hook = state;
        },
      }),
    ),
  );
}

function otherTabWrites(text: string | null) {
  if (text === null) localStorage.removeItem(tally.key);
  else localStorage.setItem(tally.key, text);
  act(() => {
    window.dispatchEvent(new StorageEvent('storage', { key: tally.key, newValue: text }));
  });
}

describe('useStoredState', () => {
  beforeEach(() => {
    localStorage.clear();
    container = document.createElement('div');
    root = createRoot(container);
  });
  afterEach(() => {
    act(() => root.unmount());
    vi.restoreAllMocks();
  });

  it('reads the stored value once, repaired', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    localStorage.setItem(tally.key, JSON.stringify({ a: 1, b: 'x' }));
    mount();
    expect(hook.value).toEqual({ a: 1 });
    expect(JSON.parse(localStorage.getItem(tally.key) ?? '')).toEqual({ a: 1 });
  });

  it('writes on change and says the value was kept', () => {
    mount();
    let kept = false;
    act(() => {
      kept = hook.set({ a: 2 });
    });
    expect(kept).toBe(true);
    expect(hook.value).toEqual({ a: 2 });
    expect(localStorage.getItem(tally.key)).toBe('{"a":2}');
  });

  it('reports a write the browser refused, and still shows the value for this page', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    mount();
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    });
    let kept = true;
    act(() => {
      kept = hook.set({ a: 3 });
    });
    expect(kept).toBe(false);
    expect(hook.value).toEqual({ a: 3 });
    expect(localStorage.getItem(tally.key)).toBeNull();
  });

  it("follows another tab's writes and clears", () => {
    mount();
    otherTabWrites('{"b":5}');
    expect(hook.value).toEqual({ b: 5 });
    otherTabWrites(null);
    expect(hook.value).toEqual({});
  });

  it("builds an update on what storage holds now, so another tab's write is not dropped", async () => {
    mount();
    await act(() => hook.update((latest) => ({ ...latest, mine: 1 })));
    // The other tab writes, and this tab updates before any storage event arrives.
    localStorage.setItem(tally.key, JSON.stringify({ mine: 1, theirs: 7 }));
    let kept = false;
    await act(async () => {
      kept = await hook.update((latest) => ({ ...latest, mine: 2 }));
    });
    expect(kept).toBe(true);
    expect(hook.value).toEqual({ mine: 2, theirs: 7 });
    expect(JSON.parse(localStorage.getItem(tally.key) ?? '')).toEqual({ mine: 2, theirs: 7 });
  });

  it('runs an update under a lock on the key, applied to what storage holds once the lock is granted', async () => {
    const granted: string[] = [];
    let release: (() => void) | undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    // A stand-in for navigator.locks: the other tab holds the lock and writes before letting go.
    vi.stubGlobal('navigator', {
      locks: {
        request: async (name: string, task: () => unknown) => {
          granted.push(name);
          await held;
          return task();
        },
      },
    });
    mount();
    let done: Promise<boolean> = Promise.resolve(false);
    act(() => {
      done = hook.update((latest) => ({ ...latest, mine: (latest.mine ?? 0) + 1 }));
    });
    expect(hook.value).toEqual({ mine: 1 });
    localStorage.setItem(tally.key, JSON.stringify({ mine: 4 }));
    release?.();
    await act(async () => {
      await done;
    });
    expect(granted).toEqual(['stored-value:tally']);
    expect(JSON.parse(localStorage.getItem(tally.key) ?? '')).toEqual({ mine: 5 });
    expect(hook.value).toEqual({ mine: 5 });
    vi.unstubAllGlobals();
  });

  it("applies its own update again, once, when another tab's lagging copy wrote over it", async () => {
    mount();
    await act(() => hook.update((latest) => ({ ...latest, mine: 1 })));
    // The other tab read storage before this tab's write reached it, and wrote its own change.
    otherTabWrites('{"theirs":7}');
    await act(async () => {
      await Promise.resolve();
    });
    expect(hook.value).toEqual({ theirs: 7, mine: 1 });
    expect(JSON.parse(localStorage.getItem(tally.key) ?? '')).toEqual({ theirs: 7, mine: 1 });
    // Once only: a second write without it (a deliberate change, or after the check time) stands.
    otherTabWrites('{"theirs":8}');
    expect(hook.value).toEqual({ theirs: 8 });
  });

  it('clear removes the key and goes back to the fallback', () => {
    localStorage.setItem(tally.key, '{"a":1}');
    mount();
    let cleared = false;
    act(() => {
      cleared = hook.clear();
    });
    expect(cleared).toBe(true);
    expect(hook.value).toEqual({});
    expect(localStorage.getItem(tally.key)).toBeNull();
  });
});

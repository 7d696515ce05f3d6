import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StoredValueSpec } from './storedValue';
import { useStoredState } from './useStoredState';

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

type Hook = ReturnType<typeof useStoredState<Record<string, number>>>;

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
    expect(hook[0]).toEqual({ a: 1 });
    expect(JSON.parse(localStorage.getItem(tally.key) ?? '')).toEqual({ a: 1 });
  });

  it('writes on change and says the value was kept', () => {
    mount();
    let kept = false;
    act(() => {
      kept = hook[1]({ a: 2 });
    });
    expect(kept).toBe(true);
    expect(hook[0]).toEqual({ a: 2 });
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
      kept = hook[1]({ a: 3 });
    });
    expect(kept).toBe(false);
    expect(hook[0]).toEqual({ a: 3 });
    expect(localStorage.getItem(tally.key)).toBeNull();
  });

  it("follows another tab's writes and clears", () => {
    mount();
    otherTabWrites('{"b":5}');
    expect(hook[0]).toEqual({ b: 5 });
    otherTabWrites(null);
    expect(hook[0]).toEqual({});
  });

  it("builds an update on what storage holds now, so another tab's write is not dropped", () => {
    mount();
    act(() => {
      hook[1]((latest) => ({ ...latest, mine: 1 }));
    });
    // The other tab writes, and this tab updates before any storage event arrives.
    localStorage.setItem(tally.key, JSON.stringify({ mine: 1, theirs: 7 }));
    act(() => {
      hook[1]((latest) => ({ ...latest, mine: 2 }));
    });
    expect(hook[0]).toEqual({ mine: 2, theirs: 7 });
    expect(JSON.parse(localStorage.getItem(tally.key) ?? '')).toEqual({ mine: 2, theirs: 7 });
  });

  it('clear removes the key and goes back to the fallback', () => {
    localStorage.setItem(tally.key, '{"a":1}');
    mount();
    let cleared = false;
    act(() => {
      cleared = hook[2]();
    });
    expect(cleared).toBe(true);
    expect(hook[0]).toEqual({});
    expect(localStorage.getItem(tally.key)).toBeNull();
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { readStored, writeStored, type StoredValueSpec } from './storedValue';

function memoryStorage(initial: Record<string, string> = {}): Storage {
  const data = new Map(Object.entries(initial));
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (key) => data.get(key) ?? null,
    key: (index) => [...data.keys()][index] ?? null,
    removeItem: (key) => void data.delete(key),
    setItem: (key, value) => void data.set(key, value),
  };
}

/** A list of positive numbers: negative entries are dropped, anything else resets it. */
const numbers: StoredValueSpec<number[]> = {
  key: 'numbers',
  fallback: [],
  repair(raw) {
    if (!Array.isArray(raw)) return { value: [], problems: ['not a list'] };
    const value = raw.filter((n): n is number => typeof n === 'number' && n > 0);
    return { value, problems: value.length === raw.length ? [] : ['dropped invalid entries'] };
  },
};

describe('readStored', () => {
  afterEach(() => vi.restoreAllMocks());

  it('returns the fallback when nothing is stored', () => {
    expect(readStored(numbers, memoryStorage())).toEqual([]);
  });

  it('returns a valid stored value untouched, without logging', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(readStored(numbers, memoryStorage({ numbers: '[1,2]' }))).toEqual([1, 2]);
    expect(warn).not.toHaveBeenCalled();
  });

  it('survives a value that is not valid JSON: logs, clears it and starts fresh', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const storage = memoryStorage({ numbers: '{"oops": [1,' });
    expect(readStored(numbers, storage)).toEqual([]);
    expect(storage.getItem('numbers')).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('not valid JSON'));
  });

  it('keeps the good part of a partly broken value and writes the repair back', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const storage = memoryStorage({ numbers: '[3,-1,"x",4]' });
    expect(readStored(numbers, storage)).toEqual([3, 4]);
    expect(storage.getItem('numbers')).toBe('[3,4]');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('dropped invalid entries'));
  });

  it('falls back when the storage itself throws', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const broken = memoryStorage();
    broken.getItem = () => {
      throw new DOMException('blocked', 'SecurityError');
    };
    expect(readStored(numbers, broken)).toEqual([]);
  });
});

describe('writeStored', () => {
  afterEach(() => vi.restoreAllMocks());

  it('stores JSON and swallows a full storage with a log line', () => {
    const storage = memoryStorage();
    writeStored(numbers, [5], storage);
    expect(storage.getItem('numbers')).toBe('[5]');

    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    storage.setItem = () => {
      throw new DOMException('full', 'QuotaExceededError');
    };
    expect(() => writeStored(numbers, [6], storage)).not.toThrow();
    expect(warn).toHaveBeenCalled();
  });
});

// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from './memoryStorage';
import {
  MAX_STORED_CHARS,
  inspectStored,
  readStored,
  subscribeStored,
  writeStored,
  type StoredValueSpec,
} from './storedValue';

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

  it('discards a value over the size cap with a warning, without parsing it', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const storage = memoryStorage({ numbers: `[${'1,'.repeat(MAX_STORED_CHARS / 2)}1]` });
    expect(readStored(numbers, storage)).toEqual([]);
    expect(storage.getItem('numbers')).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('limit'));
  });

  it('survives a repair that throws on a shape it did not expect (deep nesting)', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const deep = '['.repeat(5000) + ']'.repeat(5000);
    const recursive: StoredValueSpec<number> = {
      key: 'deep',
      fallback: 0,
      repair(raw) {
        const depth = (value: unknown): number => (Array.isArray(value) ? 1 + Math.max(0, ...value.map(depth)) : 0);
        if (depth(raw) > 4000) throw new RangeError('Maximum call stack size exceeded');
        return { value: depth(raw), problems: [] };
      },
    };
    const storage = memoryStorage({ deep });
    expect(() => readStored(recursive, storage)).not.toThrow();
    expect(readStored(recursive, memoryStorage({ deep }))).toBe(0);
    expect(storage.getItem('deep')).toBeNull();
  });
});

describe('inspectStored', () => {
  afterEach(() => vi.restoreAllMocks());

  it('says what was wrong with the stored value, and reports it only once', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const storage = memoryStorage({ numbers: '[3,-1]' });
    expect(inspectStored(numbers, storage)).toEqual({ value: [3], problems: ['dropped invalid entries'] });
    expect(inspectStored(numbers, storage)).toEqual({ value: [3], problems: [] });
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
    expect(writeStored(numbers, [6], storage)).toBe(false);
    expect(warn).toHaveBeenCalled();
  });

  it('refuses, before writing, a value over the size limit the reader applies: the old value stays', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const storage = memoryStorage({ numbers: '[1]' });
    const setItem = vi.spyOn(storage, 'setItem');
    const huge = Array.from({ length: MAX_STORED_CHARS / 2 }, () => 7);
    expect(writeStored(numbers, huge, storage)).toBe(false);
    expect(setItem).not.toHaveBeenCalled();
    expect(storage.getItem('numbers')).toBe('[1]');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('over the 200000 limit'));
    // Just under the limit is written, and reads back whole.
    const largest = Array.from({ length: (MAX_STORED_CHARS - 2) / 2 }, () => 7);
    expect(JSON.stringify(largest).length).toBeLessThanOrEqual(MAX_STORED_CHARS);
    expect(writeStored(numbers, largest, storage)).toBe(true);
    expect(readStored(numbers, storage)).toEqual(largest);
  });

  it('refuses a value its own repair would change on reading', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const storage = memoryStorage({ numbers: '[1]' });
    expect(writeStored(numbers, [2, -3], storage)).toBe(false);
    expect(storage.getItem('numbers')).toBe('[1]');
  });

  it('reports success, and failure where there is no storage at all', () => {
    expect(writeStored(numbers, [5], memoryStorage())).toBe(true);
    expect(writeStored(numbers, [5], null)).toBe(false);
  });
});

describe('subscribeStored', () => {
  afterEach(() => vi.restoreAllMocks());

  it('hands over the repaired value another tab wrote, and ignores other keys', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const seen: number[][] = [];
    const stop = subscribeStored(numbers, (value) => seen.push(value));
    window.dispatchEvent(new StorageEvent('storage', { key: 'numbers', newValue: '[7,-2]' }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'other', newValue: '[9]' }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'numbers', newValue: null }));
    stop();
    window.dispatchEvent(new StorageEvent('storage', { key: 'numbers', newValue: '[8]' }));
    expect(seen).toEqual([[7], []]);
  });
});

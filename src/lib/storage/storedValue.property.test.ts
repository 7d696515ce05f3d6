/**
 * The storage layer's promise, over random values: every write it accepts reads back equal, and
 * every write it refuses (too large, or a value the spec's own repair would change) leaves the
 * value stored before it intact.
 *
 * Mutants this test was checked against (each made it fail, then was reverted):
 * - writeStored without any check before writing (the reader then discards an oversized key);
 * - writeStored checking the size only (a value its repair changes is stored anyway).
 */
import { describe, expect, it } from 'vitest';
import * as fc from 'fast-check';
import { memoryStorage } from './memoryStorage';
import { MAX_STORED_CHARS, readStored, writeStored, type StoredValueSpec } from './storedValue';

/** Takes any JSON as it is. */
const anything: StoredValueSpec<unknown> = {
  key: 'anything',
  fallback: null,
  repair: (raw) => ({ value: raw, problems: [] }),
};

/** A map of notes: entries that are not non-blank strings are dropped on reading (as moderation's replies are). */
const notes: StoredValueSpec<Record<string, string>> = {
  key: 'notes',
  fallback: {},
  repair(raw) {
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return { value: {}, problems: ['not a map'] };
    const value: Record<string, string> = {};
    const problems: string[] = [];
    for (const [id, note] of Object.entries(raw)) {
      if (typeof note === 'string' && note.trim() !== '') value[id] = note;
      else problems.push(`dropped note ${id}`);
    }
    return { value, problems };
  },
};

// Mostly small values, and now and then one near or over the limit, so both sides of it are met.
const longText = fc
  .tuple(
    fc.string({ minLength: 1, maxLength: 3 }),
    fc.integer({ min: Math.floor(MAX_STORED_CHARS / 3) - 10, max: MAX_STORED_CHARS + 10 }),
  )
  .map(([unit, length]) => unit.repeat(Math.ceil(length / unit.length)).slice(0, length));
const text = fc.oneof(
  { weight: 4, arbitrary: fc.string({ maxLength: 20, unit: 'grapheme' }) },
  { weight: 1, arbitrary: longText },
);
const noteMap = fc.dictionary(fc.string({ maxLength: 4 }), text, { maxKeys: 4 });
const jsonValue = fc.oneof(fc.jsonValue({ maxDepth: 3 }), longText, fc.array(longText, { maxLength: 3 }));

/** What JSON makes of a value: the most a store can promise to give back (-0 reads as 0). */
const asJson = (value: unknown) => JSON.parse(JSON.stringify(value) ?? 'null') as unknown;

const tally = { accepted: 0, refused: 0 };

/** Writes each value in turn; returns how many were accepted. */
function checkWrites<T>(spec: StoredValueSpec<T>, values: T[]) {
  const storage = memoryStorage();
  let kept: unknown = asJson(spec.fallback);
  let accepted = 0;
  for (const value of values) {
    const before = storage.getItem(spec.key);
    const written = writeStored(spec, value, storage);
    if (written) kept = asJson(value);
    accepted += written ? 1 : 0;
    tally[written ? 'accepted' : 'refused'] += 1;
    // Refused: storage holds exactly what it held before.
    expect(storage.getItem(spec.key)).toBe(written ? (JSON.stringify(value) ?? 'null') : before);
    expect(readStored(spec, storage)).toEqual(kept);
  }
  return accepted;
}

describe('stored values, property-based', () => {
  it('reads back every accepted write equal, and a refused write leaves the old value', () => {
    const silence = console.warn;
    console.warn = () => undefined;
    try {
      fc.assert(
        fc.property(fc.array(jsonValue, { minLength: 1, maxLength: 6 }), (values) => {
          checkWrites(anything, values);
        }),
        { numRuns: 150 },
      );
      fc.assert(
        fc.property(fc.array(noteMap, { minLength: 1, maxLength: 6 }), (values) => {
          checkWrites(notes, values);
        }),
        { numRuns: 150 },
      );
    } finally {
      console.warn = silence;
    }
    // Both sides of the promise were met, many times.
    expect(tally.accepted).toBeGreaterThan(100);
    expect(tally.refused).toBeGreaterThan(20);
  });

  it('accepts a value of exactly the limit and refuses one character more', () => {
    const silence = console.warn;
    console.warn = () => undefined;
    try {
      // A JSON string is its text plus two quotes.
      const atLimit = 'x'.repeat(MAX_STORED_CHARS - 2);
      expect(checkWrites(anything, [atLimit, `${atLimit}y`])).toBe(1);
    } finally {
      console.warn = silence;
    }
  });
});

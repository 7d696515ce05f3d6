import { afterEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../../../lib/storage/memoryStorage';
import { LEFT_SAVES_PREFIX, leaveSaves, repairLeftSaves, takeLeftSaves } from './cartLeftSaves';
import { mergeSaves, saveId, type CartSave } from './cartSaves';

const step = (tab: string, count: number, at = 1000): CartSave => ({
  id: saveId(at, tab, count),
  action: { type: 'step', id: 'p01', lineType: 'product', delta: 1 },
  at,
});

afterEach(() => vi.restoreAllMocks());

describe("a closing tab's saves left for the tabs that stay", () => {
  it('are taken once, from every closing tab, and nothing else is', () => {
    const storage = memoryStorage({ cart: '{"lines":[]}' });
    expect(leaveSaves('tab1', [step('tab1', 1)], storage)).toBe(true);
    expect(leaveSaves('tab2', [step('tab2', 1), step('tab2', 2)], storage)).toBe(true);
    const taken = takeLeftSaves(storage);
    expect(taken.map((save) => save.id).sort()).toEqual(
      [saveId(1000, 'tab1', 1), saveId(1000, 'tab2', 1), saveId(1000, 'tab2', 2)].sort(),
    );
    expect(takeLeftSaves(storage)).toEqual([]);
    expect(storage.length).toBe(1);
    expect(storage.getItem('cart')).toBe('{"lines":[]}');
  });

  it('applied by the tab that adopts them, a save the stored cart lacks counts once', () => {
    const lost = step('closed', 1);
    // The closing tab's +1 was written over by a tab that had not seen it.
    const stored = { lines: [{ id: 'p01', type: 'product' as const, quantity: 1 }], bundles: [], saves: [] };
    const repaired = mergeSaves(stored, [lost], null, 1500);
    expect(repaired.value.lines[0]?.quantity).toBe(2);
    expect(mergeSaves(repaired.value, [lost], null, 1600).changed).toBe(false);
  });

  it('keep only changes this shop could have saved', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const good = step('tab1', 1);
    const raw = [
      good,
      { ...good, id: 'not an id' },
      { ...good, action: { type: 'add', id: 'nope', lineType: 'product', quantity: 1 } },
      { ...good, action: { type: 'add', id: 'p01', lineType: 'product', quantity: 11 } },
      { ...good, action: { type: 'addBundle', bundleId: 'bundle01', quantity: 0 } },
      { ...good, action: { type: 'step', id: 'p01', lineType: 'product', delta: 1e9 } },
      { ...good, action: { type: 'replace', state: { lines: [], bundles: [] } } },
      { ...good, at: Number.NaN },
      null,
    ];
    expect(repairLeftSaves(raw)).toEqual({ value: [good], problems: ['dropped 8 saves'] });
    expect(repairLeftSaves({ saves: [good] })).toEqual({ value: [], problems: ['not a list of saves'] });
    const storage = memoryStorage({ [`${LEFT_SAVES_PREFIX}x`]: JSON.stringify(raw), [`${LEFT_SAVES_PREFIX}y`]: '{' });
    expect(takeLeftSaves(storage)).toEqual([good]);
    expect(storage.length).toBe(0);
  });
});

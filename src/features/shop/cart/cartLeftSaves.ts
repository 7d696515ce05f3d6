/**
 * A closing tab's recent saves, left for the tabs that stay. A tab being left saves its pending
 * changes unlocked (the lock would be granted after it is gone), and another tab, holding the lock
 * with a copy of storage that lags by a moment, can write over that save. The closing tab cannot
 * apply it again (cartSaves.ts), so it also leaves its recent saves under a key of its own; the
 * next tab to see them, another tab told by the `storage` event or the next page to start, takes
 * them, adopts them as if they were its own, and applies again whichever the stored cart lacks.
 */
import {
  browserStorage,
  readStored,
  removeStored,
  writeStored,
  type StoredValueSpec,
} from '../../../lib/storage/storedValue';
import { findBundle } from '../bundles/bundles';
import { cartItemData } from './cartItemData';
import { isValidQuantity, MAX_LINE_QUANTITY, type CartLineType } from './cartRules';
import type { CartAction } from './cartState';
import { SAVE_ID_PATTERN, type CartSave } from './cartSaves';

export const LEFT_SAVES_PREFIX = 'cart-left-saves:';
/** More than a tab saves in OWN_SAVES_CHECKED_MS at any human pace. */
const MAX_LEFT_SAVES = 100;

export const isLeftSavesKey = (key: string | null): key is string => key?.startsWith(LEFT_SAVES_PREFIX) ?? false;

const isLineType = (type: unknown): type is CartLineType => type === 'product' || type === 'pack';

/** A change this shop could have saved: a known item, a quantity it allows. */
function isSavedAction(raw: unknown): raw is CartAction {
  if (!raw || typeof raw !== 'object') return false;
  const action = raw as Record<string, unknown>;
  const knownLine = () =>
    typeof action.id === 'string' &&
    isLineType(action.lineType) &&
    cartItemData(action.id, action.lineType) !== undefined;
  const quantity = () => typeof action.quantity === 'number' && isValidQuantity(action.quantity);
  switch (action.type) {
    case 'add':
    case 'setQuantity':
      return knownLine() && quantity();
    case 'addBundle':
      return typeof action.bundleId === 'string' && findBundle(action.bundleId) !== undefined && quantity();
    case 'step':
      return (
        knownLine() &&
        typeof action.delta === 'number' &&
        Number.isInteger(action.delta) &&
        Math.abs(action.delta) <= MAX_LINE_QUANTITY
      );
    case 'remove':
      return knownLine();
    case 'clear':
      return true;
    default:
      return false;
  }
}

function isCartSave(raw: unknown): raw is CartSave {
  if (!raw || typeof raw !== 'object') return false;
  const save = raw as Partial<CartSave>;
  return (
    typeof save.id === 'string' &&
    SAVE_ID_PATTERN.test(save.id) &&
    typeof save.at === 'number' &&
    Number.isFinite(save.at) &&
    isSavedAction(save.action)
  );
}

/** Keeps the saves that could have been made here; drops the rest, and says so. */
export function repairLeftSaves(raw: unknown): { value: CartSave[]; problems: string[] } {
  if (!Array.isArray(raw)) return { value: [], problems: ['not a list of saves'] };
  const value = (raw as unknown[]).filter(isCartSave).slice(0, MAX_LEFT_SAVES);
  return { value, problems: value.length < raw.length ? [`dropped ${raw.length - value.length} saves`] : [] };
}

const leftSavesSpec = (key: string): StoredValueSpec<CartSave[]> => ({ key, fallback: [], repair: repairLeftSaves });

/** Leaves this tab's recent saves for the tabs that stay; false when storage would not keep them. */
export function leaveSaves(tab: string, saves: readonly CartSave[], storage = browserStorage()): boolean {
  return writeStored(leftSavesSpec(`${LEFT_SAVES_PREFIX}${tab}`), saves.slice(-MAX_LEFT_SAVES), storage);
}

/** Every closing tab's saves left in storage, which are removed: the caller adopts them. */
export function takeLeftSaves(storage = browserStorage()): CartSave[] {
  if (!storage) return [];
  let keys: string[];
  try {
    keys = Array.from({ length: storage.length }, (_, index) => storage.key(index)).filter(isLeftSavesKey);
  } catch {
    return [];
  }
  return keys.flatMap((key) => {
    const saves = readStored(leftSavesSpec(key), storage);
    removeStored(key, storage);
    return saves;
  });
}

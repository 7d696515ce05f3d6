// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentStaffRole, endStaffSession, startStaffSession, subscribeStaffSession } from './staffSession';

describe('staff session', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.restoreAllMocks());

  it('starts, reads and ends a session', () => {
    expect(startStaffSession('csm')).toBe(true);
    expect(localStorage.getItem('isAdmin')).toBe('true');
    expect(currentStaffRole()).toBe('csm');
    endStaffSession();
    expect(currentStaffRole()).toBeNull();
  });

  it('says so when the browser will not keep the session, and leaves nothing half-written', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    // The flag is kept, the role is refused.
    const realSetItem = Storage.prototype.setItem;
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(function (this: Storage, key: string, value: string) {
      if (key === 'staffRole') throw new DOMException('Quota exceeded', 'QuotaExceededError');
      realSetItem.call(this, key, value);
    });
    expect(startStaffSession('adm')).toBe(false);
    expect(localStorage.getItem('isAdmin')).toBeNull();
    expect(localStorage.getItem('staffRole')).toBeNull();
    expect(currentStaffRole()).toBeNull();
  });

  it("hears another tab's logout", () => {
    const listener = vi.fn<() => void>();
    const stop = subscribeStaffSession(listener);
    window.dispatchEvent(new StorageEvent('storage', { key: 'isAdmin', newValue: null }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'cart', newValue: '[]' }));
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
    window.dispatchEvent(new StorageEvent('storage', { key: null }));
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

import {
  readStored,
  removeStored,
  subscribeStored,
  writeStored,
  type StoredValueSpec,
} from '../../lib/storage/storedValue';
import { isStaffRole, type StaffRole } from './staffRole';

/**
 * The admin flag (docs/behaviour.md#staff-session): the string 'true' under isAdmin (JSON true is stored as exactly
 * that).
 */
const adminFlag: StoredValueSpec<boolean> = {
  key: 'isAdmin',
  fallback: false,
  repair: (raw) => (raw === true ? { value: true, problems: [] } : { value: false, problems: ['not the admin flag'] }),
};

const sessionRole: StoredValueSpec<StaffRole | null> = {
  key: 'staffRole',
  fallback: null,
  repair: (raw) =>
    isStaffRole(raw) ? { value: raw, problems: [] } : { value: null, problems: ['unknown staff role'] },
};

/** The role that is logged in, or null: a session needs both the flag and a known role. */
export function currentStaffRole(): StaffRole | null {
  if (!readStored(adminFlag)) return null;
  return readStored(sessionRole);
}

/**
 * Returns false when the browser would not keep the session (storage full or blocked): nothing
 * is left half-written, and the caller must not claim the login worked.
 */
export function startStaffSession(role: StaffRole): boolean {
  if (writeStored(adminFlag, true) && writeStored(sessionRole, role)) return true;
  endStaffSession();
  return false;
}

export function endStaffSession(): void {
  removeStored(adminFlag.key);
  removeStored(sessionRole.key);
}

/** Calls `listener` whenever another tab starts or ends a staff session. */
export function subscribeStaffSession(listener: () => void): () => void {
  const stopFlag = subscribeStored(adminFlag, listener);
  const stopRole = subscribeStored(sessionRole, listener);
  return () => {
    stopFlag();
    stopRole();
  };
}

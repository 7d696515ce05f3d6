import { readStored, removeStored, writeStored, type StoredValueSpec } from '../../lib/storage/storedValue';
import { isStaffRole, type StaffRole } from './staffRole';

/** SPEC's admin flag: the string 'true' under isAdmin (JSON true is stored as exactly that). */
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

export function startStaffSession(role: StaffRole): void {
  writeStored(adminFlag, true);
  writeStored(sessionRole, role);
}

export function endStaffSession(): void {
  removeStored(adminFlag.key);
  removeStored(sessionRole.key);
}

import { admCredential } from './admCredential';
import { verifyCsmCredentials } from './csmCredentials';
import { passwordMatches } from './passwordHash';
import type { StaffRole } from './staffRole';

export async function verifyStaffLogin(role: StaffRole, username: string, password: string): Promise<boolean> {
  if (role === 'csm') return verifyCsmCredentials(username, password);
  return username === admCredential.username && (await passwordMatches(password, admCredential));
}

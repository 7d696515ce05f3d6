import type { PasswordHash } from './passwordHash';

export interface AdmCredential extends PasswordHash {
  username: string;
}

/** Put in by the build (scripts/admCredentialDefine.ts): the adm name and a salted hash, never the password. */
// oxlint-disable-next-line no-underscore-dangle -- the build-time constant is named like other Vite defines
declare const __ADM_CREDENTIAL__: AdmCredential;

export const admCredential: AdmCredential = __ADM_CREDENTIAL__;

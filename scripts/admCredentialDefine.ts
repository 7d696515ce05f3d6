import { loadEnv, type Plugin } from 'vite';
import { createPasswordHash } from '../src/features/staff-auth/passwordHash.ts';

/**
 * The adm pair comes from build configuration (ADM_USERNAME, ADM_PASSWORD: no VITE_ prefix, so
 * Vite never exposes them to the app). The app receives only the name and a salted hash with its
 * iteration count, as __ADM_CREDENTIAL__; the password never reaches the bundle. The salt is new
 * on every build.
 */
export function admCredentialDefine(): Plugin {
  return {
    name: 'cryptovault:adm-credential',
    async config(_config, { mode }) {
      const env = { ...loadEnv(mode, process.cwd(), 'ADM_'), ...process.env };
      const username = env.ADM_USERNAME || 'admin';
      const credential = await createPasswordHash(env.ADM_PASSWORD || 'command-bridge');
      return { define: { __ADM_CREDENTIAL__: JSON.stringify({ username, ...credential }) } };
    },
  };
}

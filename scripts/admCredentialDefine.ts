import { loadEnv, type Plugin } from 'vite';
import { createPasswordHash } from '../src/features/staff-auth/passwordHash';

/**
 * The adm pair comes from build configuration (VITE_ADM_USERNAME, VITE_ADM_PASSWORD). The app
 * receives only the name and a salted hash, as __ADM_CREDENTIAL__; the password never reaches
 * the bundle. The salt is new on every build.
 */
export function admCredentialDefine(): Plugin {
  return {
    name: 'cryptovault:adm-credential',
    async config(_config, { mode }) {
      const env = { ...loadEnv(mode, process.cwd(), 'VITE_ADM_'), ...process.env };
      const username = env.VITE_ADM_USERNAME || 'admin';
      const { salt, hash } = await createPasswordHash(env.VITE_ADM_PASSWORD || 'command-bridge');
      return { define: { __ADM_CREDENTIAL__: JSON.stringify({ username, salt, hash }) } };
    },
  };
}

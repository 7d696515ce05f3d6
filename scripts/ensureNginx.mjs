/**
 * The served-headers journey (e2e/nginx.spec.ts) runs the real nginx from Debian's packages. On
 * a fresh machine, running as root, it is installed; otherwise the run stops and says what to install.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { aptInstall, canAptInstall } from './aptInstall.mjs';

const DEFAULT_PATH = '/usr/sbin/nginx';

export function ensureNginx() {
  const path = process.env.NGINX_PATH ?? DEFAULT_PATH;
  if (!existsSync(path)) {
    if (process.env.NGINX_PATH) throw new Error(`NGINX_PATH points at ${path}, which does not exist.`);
    if (!canAptInstall()) {
      throw new Error(
        'nginx is not installed. Install Debian\'s package ("sudo apt-get install -y nginx") ' +
          'or point NGINX_PATH at an nginx binary, then run npm test again.',
      );
    }
    console.log("nginx is missing: installing Debian's nginx package...");
    // The package's start-up script may refuse to start the service here; only the binary is needed.
    if (!aptInstall(['nginx']) && !existsSync(DEFAULT_PATH)) {
      throw new Error('Installing nginx with apt-get failed (see above). Install the "nginx" package by hand.');
    }
    if (!existsSync(DEFAULT_PATH))
      throw new Error('apt-get ran but /usr/sbin/nginx is still missing. Install the "nginx" package by hand.');
  }
  // nginx prints its version on stderr.
  const probe = spawnSync(path, ['-v'], { encoding: 'utf8' });
  if (probe.status !== 0) throw new Error(`${path} is there but does not run ("${path} -v" failed).`);
  const version = `${probe.stderr}${probe.stdout}`.trim().replace(/^nginx version: /, '');
  return { path, version };
}

/** Installing a missing Debian package for the test run: only as root, only where apt-get exists. */
import { spawnSync } from 'node:child_process';

export function canAptInstall() {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  return isRoot && hasApt;
}

/** Runs apt-get update and install; true when both succeeded. */
export function aptInstall(packages) {
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  const install = spawnSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...packages], {
    stdio: 'inherit',
    env,
  });
  return update.status === 0 && install.status === 0;
}

/** Ports on 127.0.0.1 and the servers the run starts there (the preview, WebKitWebDriver). */
import { createServer } from 'node:net';
import { setTimeout as delay } from 'node:timers/promises';

/** Whether nothing listens on 127.0.0.1:`port` (another server there would answer in our place). */
export function portIsFree(port) {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

/** A port nothing listens on now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (probe.address());
      probe.close(() => resolve(port));
    });
  });
}

async function answers(url) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
    return response.ok;
  } catch {
    return false;
  }
}

/**
 * Resolves once `url` answers 200; rejects after `timeout` ms, or as soon as `gaveUp()` (the
 * server's process has exited) says there is no point waiting.
 */
export async function untilAnswers(url, { timeout, gaveUp }) {
  const deadline = Date.now() + timeout;
  while (!(await answers(url))) {
    if (gaveUp() || Date.now() > deadline) throw new Error(`nothing answered at ${url}`);
    await delay(100);
  }
}

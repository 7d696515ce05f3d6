import type { Clock } from '../../lib/runtime/clock';
import { randomInt, type Random } from '../../lib/runtime/random';

export const PADDING_HEADER = 'X-Request-Padding';
export const MAX_FETCH_DELAY_MS = 100;
const PADDING_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** Random padding under 100 characters, so request sizes say less about what is asked. */
export function randomPadding(random: Random): string {
  const length = randomInt(random, 1, 99);
  return Array.from({ length }, () => PADDING_ALPHABET[randomInt(random, 0, PADDING_ALPHABET.length - 1)]).join('');
}

/**
 * docs/behaviour.md#client-hardening: same-host calls get a padding header, every call waits a random 0-100 ms,
 * and calls to other origins are logged.
 */
export function createHardenedFetch(
  baseFetch: typeof fetch,
  origin: string,
  clock: Clock,
  random: Random,
): typeof fetch {
  return async (input, init) => {
    const request =
      input instanceof Request ? new Request(input, init) : new Request(new URL(String(input), origin), init);
    const sameOrigin = new URL(request.url).origin === origin;
    let outgoing = request;
    if (sameOrigin) {
      const headers = new Headers(request.headers);
      headers.set(PADDING_HEADER, randomPadding(random));
      outgoing = new Request(request, { headers });
    } else {
      console.info(`Cross-origin request: ${request.method} ${new URL(request.url).origin}`);
    }
    await new Promise<void>((resolve) => {
      clock.setTimeout(resolve, randomInt(random, 0, MAX_FETCH_DELAY_MS));
    });
    return baseFetch(outgoing);
  };
}

/**
 * Stands between one browser and the preview server, doing the three things neither driver should
 * need request interception for (WebKit's classic WebDriver has none):
 * - it puts the page probe (pageProbe.js: console errors kept for the runner) first in every
 *   page's head;
 * - on request it holds back the app's start-up chunk and its stylesheet, so a tap surely lands on
 *   the pre-rendered page before the app runs;
 * - on request it cuts the network (the offline journey): every request but the probe's is dropped.
 * One proxy per engine, so one engine's held chunk never holds up the other.
 */
import { readFileSync } from 'node:fs';
import http from 'node:http';

const PROBE_PATH = '/__engines/probe.js';
const PROBE_TAG = `<script src="${PROBE_PATH}"></script>`;
const probeSource = readFileSync(new URL('./pageProbe.js', import.meta.url));
/**
 * The chunk main.tsx imports once the pre-rendered page has painted (src/app/startup/README.md),
 * and its stylesheet: the build's preload helper imports the chunk only once that has loaded.
 * Both are held, because WebKit takes the chunk from memory on a later page without asking.
 */
const START_UP_CHUNK = /^\/assets\/startApp-[^/]*\.(js|css)$/;

/** A promise and the function that resolves it (Promise.withResolvers needs Node 22). */
function settlement() {
  let resolve;
  // The executor runs at once, so `resolve` is set before anyone can call it.
  const promise = new Promise((settle) => (resolve = settle));
  return { promise, resolve };
}

/**
 * Resolves with the origin the browser should open, and the controls of the proxy. With
 * `allowWorker` the probe lets the app register its service worker (the offline journey, on an
 * origin of its own so that no other journey meets the worker).
 */
export async function startAppProxy(targetUrl, { allowWorker = false } = {}) {
  const probe = allowWorker
    ? Buffer.concat([Buffer.from('window.enginesAllowWorker = true;\n'), probeSource])
    : probeSource;
  /** While true, every request but the probe's is dropped unanswered, as a lost signal drops it. */
  let cut = false;
  const target = new URL(targetUrl);
  // A fresh connection per request: a kept-alive one that the preview server closes as it is
  // reused fails the request (ECONNRESET), and the page sees a chunk that would not load.
  const agent = new http.Agent({ keepAlive: false });
  /** Requests the preview server did not answer, for the report. */
  const unanswered = { count: 0, first: '' };
  /** @type {{ requested: () => void, released: Promise<void> } | null} */
  let hold = null;

  /** Passes the request on; `replaced` headers of the answer win over the server's. */
  const forward = (request, response, replaced = {}) => {
    // Uncompressed, so a page's HTML can be edited on its way through.
    const headers = { ...request.headers, host: target.host };
    delete headers['accept-encoding'];
    const upstream = http.request(
      { host: target.hostname, port: target.port, method: request.method, path: request.url, headers, agent },
      (answer) => {
        const isPage = (answer.headers['content-type'] ?? '').startsWith('text/html');
        if (!isPage) {
          response.writeHead(answer.statusCode ?? 502, { ...answer.headers, ...replaced });
          answer.pipe(response);
          return;
        }
        const chunks = [];
        answer.on('data', (chunk) => chunks.push(chunk));
        answer.on('end', () => {
          const html = Buffer.concat(chunks)
            .toString('utf8')
            .replace(/<head>/i, `<head>${PROBE_TAG}`);
          const body = Buffer.from(html);
          response.writeHead(answer.statusCode ?? 502, { ...answer.headers, 'content-length': body.length });
          response.end(body);
        });
      },
    );
    upstream.on('error', (error) => {
      unanswered.count++;
      unanswered.first ||= `${request.url}: ${error.message}`;
      response.writeHead(502, { 'content-type': 'text/plain' });
      response.end(`proxy: ${error.message}`);
    });
    request.pipe(upstream);
  };

  const server = http.createServer((request, response) => {
    const pathname = new URL(request.url ?? '/', 'http://proxy.invalid').pathname;
    // The probe is the journeys' own, not the app's: a cut network still serves it. Without it an
    // offline page kept no console errors, and its background drifted: WebKit's offline journey
    // took 58 s, and 73 s of CPU, instead of 25 s and 28.
    if (pathname === PROBE_PATH) {
      response.writeHead(200, { 'content-type': 'text/javascript', 'cache-control': 'no-cache' });
      response.end(probe);
      return;
    }
    if (cut) {
      request.socket.destroy();
      return;
    }
    if (!START_UP_CHUNK.test(pathname)) {
      forward(request, response);
      return;
    }
    // Never from the browser's cache: a held load must ask for it.
    const uncached = { 'cache-control': 'no-store' };
    if (!hold) {
      forward(request, response, uncached);
      return;
    }
    const { requested, released } = hold;
    requested();
    void released.then(() => forward(request, response, uncached));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());

  return {
    origin: `http://127.0.0.1:${port}`,
    /**
     * Holds the start-up chunk from now on. `requested` resolves when the page has asked for it
     * (it has painted and wants the app); `release` lets it through and stops holding.
     */
    holdStartUp() {
      const requested = settlement();
      const released = settlement();
      hold = { requested: requested.resolve, released: released.promise };
      return {
        requested: requested.promise,
        release() {
          hold = null;
          released.resolve();
        },
      };
    },
    /** Cuts the network for this origin (`true`) or brings it back. */
    setCut(value) {
      cut = value;
      if (cut) server.closeAllConnections();
    },
    /** How many requests the preview server did not answer, and the first of them. */
    unanswered: () => ({ ...unanswered }),
    close() {
      agent.destroy();
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve(undefined)));
    },
  };
}

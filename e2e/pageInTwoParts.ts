import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface PageInTwoParts {
  /** The page's address on this server. */
  url: string;
  /** Sends the rest of the page's HTML. */
  sendRest(): void;
  close(): Promise<void>;
}

/**
 * Serves `path` of `upstream` as a slow connection can deliver it: the page's HTML up to the end
 * of `splitAfter`, then nothing more until `sendRest()`. A browser draws what it has meanwhile,
 * as a phone does. Every other request passes through whole.
 */
export async function servePageInTwoParts(upstream: string, path: string, splitAfter: string): Promise<PageInTwoParts> {
  const html = await (await fetch(new URL(path, upstream))).text();
  const splitAt = html.indexOf(splitAfter);
  if (splitAt < 0) throw new Error(`${path}'s HTML has no ${splitAfter} to split it after`);
  const firstPart = html.slice(0, splitAt + splitAfter.length);
  let sendRest!: () => void;
  const restAllowed = new Promise<void>((resolve) => {
    sendRest = resolve;
  });
  const server = createServer((request, response) => {
    if (request.url === path) {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.write(firstPart);
      void restAllowed.then(() => response.end(html.slice(firstPart.length)));
      return;
    }
    fetch(new URL(request.url ?? '/', upstream))
      .then(async (answer) => {
        response.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? '' });
        response.end(Buffer.from(await answer.arrayBuffer()));
      })
      // The browser sees a failed request, not one that never ends.
      .catch(() => response.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}${path}`,
    sendRest,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * A built site (the static Storybook) served from a folder on 127.0.0.1, for the runners that
 * play its stories: scripts/storybook-ui.mjs and the engines' story shots. Only files below the
 * folder; `rewrite` may change a file's text before it is sent (the shots put a script first in
 * the preview page).
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';

const TYPES = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.json': 'application/json',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.png': 'image/png',
};

/** Listens on `port` (0: any free one); resolves with the origin and `close`. */
export async function serveStaticSite(dir, { port = 0, rewrite } = {}) {
  const root = path.resolve(dir);
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const file = path.join(root, decodeURIComponent(url.pathname === '/' ? '/index.html' : url.pathname));
    let body = null;
    try {
      if (file.startsWith(root + path.sep)) body = readFileSync(file);
    } catch {
      // Missing, or a folder: answered as not found.
    }
    if (!body) {
      response.writeHead(404).end();
      return;
    }
    const sent = rewrite?.(file, body) ?? body;
    response.writeHead(200, { 'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
    response.end(sent);
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${server.address().port}`,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

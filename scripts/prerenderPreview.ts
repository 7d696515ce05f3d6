import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { securityHeaders } from '../deploy/securityHeaders.ts';

/** Paths the app renders only in the browser; deploy/nginx/cryptovault.conf lists the same. */
export const CLIENT_ONLY_PATHS =
  /^\/(admin|admin-dashboard\/[^/]+|feedback|crypto-vault-loading|crypto-vault-payment)$/;

/**
 * `vite preview` serves the build as nginx does: a pre-rendered page for its path
 * (dist/products/p01.html for /products/p01), the empty app shell (dist/app.html) for
 * client-only routes, and the 404 page with status 404 for any other path.
 */
export function prerenderedPreview(): Plugin {
  return {
    name: 'cryptovault:prerendered-preview',
    configurePreviewServer(server) {
      const dist = path.resolve(server.config.root, server.config.build.outDir);
      server.middlewares.use((req, res, next) => {
        const url = new URL(req.url ?? '/', 'http://preview.invalid');
        const pathname = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : url.pathname;
        if (pathname === '/' || path.extname(pathname) !== '') return next();
        if (pathname === '/end-to-end-encryption') {
          res.writeHead(301, { Location: '/e2e-encryption' }).end();
          return;
        }
        if (CLIENT_ONLY_PATHS.test(pathname)) {
          req.url = '/app.html';
          return next();
        }
        if (existsSync(path.join(dist, `${pathname}.html`))) {
          req.url = `${pathname}.html${url.search}`;
          return next();
        }
        res.writeHead(404, {
          ...securityHeaders,
          'Content-Type': 'text/html; charset=utf-8',
          'Cache-Control': 'no-cache',
        });
        res.end(readFileSync(path.join(dist, '404.html')));
      });
    },
  };
}

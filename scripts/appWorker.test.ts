import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { appWorkerOptions, CLIENT_ONLY_ROUTES, NOT_A_PAGE, WORKER_FILE } from './appWorker';
import { CLIENT_ONLY_PATHS } from './prerenderPreview';

describe('the service worker of the build', () => {
  const options = appWorkerOptions('/build');

  it('precaches every client-only route as the app shell, as the servers answer them', () => {
    for (const route of CLIENT_ONLY_ROUTES) {
      expect(CLIENT_ONLY_PATHS.test(`/${route}`)).toBe(true);
      expect(options.templatedURLs?.[route]).toEqual(['app.html']);
    }
  });

  it('answers any other page address with the 404 page, but not a file name', () => {
    expect(options.navigateFallback).toBe('/404.html');
    const files = ['/sitemap.xml', '/robots.txt', '/.vite/manifest.json', '/a/b.txt?x=1'];
    expect(files.filter((file) => !NOT_A_PAGE.test(file))).toEqual([]);
    const pages = ['/', '/products/p99', '/no/such/page', '/products?q=a.b', '/admin-dashboard/root'];
    expect(pages.filter((page) => NOT_A_PAGE.test(page))).toEqual([]);
  });

  it('finds a page whatever its search parameters', () => {
    expect(options.ignoreURLParametersMatching?.length).toBeGreaterThan(0);
    expect(options.ignoreURLParametersMatching?.every((pattern) => pattern.test('category'))).toBe(true);
  });

  it('never takes over an open tab by itself, and keeps out the tooling and itself', () => {
    expect(options.skipWaiting).toBe(false);
    expect(options.globIgnores).toEqual(expect.arrayContaining(['.vite/**', WORKER_FILE]));
    expect(options.swDest).toBe(`/build/${WORKER_FILE}`);
  });

  it('is served by nginx with Cache-Control: no-cache, so a release reaches open tabs at their next check', () => {
    const site = readFileSync(new URL('../deploy/nginx/cryptovault.conf', import.meta.url), 'utf8');
    const block = new RegExp(`location = /${WORKER_FILE.replace('.', '\\.')} \\{([^}]*)\\}`).exec(site)?.[1] ?? '';
    expect(block).toMatch(/add_header Cache-Control "no-cache" always;/);
    expect(block).toMatch(/include \/etc\/nginx\/snippets\/cryptovault-security-headers\.conf;/);
  });
});

// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Plugin } from 'vite';
import { batchedPreloadLinks, linkAppender } from './batchedPreloadLinks';
import { bundleForBrowser, importChunks } from './bundleForTest';

function linkTo(name: string): HTMLLinkElement {
  const link = document.createElement('link');
  link.rel = 'modulepreload';
  link.href = `/assets/${name}.js`;
  return link;
}

const preloaded = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel=modulepreload]')].map((link) =>
    link.getAttribute('href'),
  );

describe('linkAppender', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    document.head.replaceChildren();
  });
  afterEach(() => vi.useRealTimers());

  it('adds the links a few per task, in the order asked, starting in the next task', () => {
    const append = linkAppender(2);
    for (const name of ['a', 'b', 'c', 'd', 'e']) append(linkTo(name));
    expect(preloaded()).toEqual([]);
    vi.advanceTimersToNextTimer();
    expect(preloaded()).toEqual(['/assets/a.js', '/assets/b.js']);
    vi.advanceTimersToNextTimer();
    expect(preloaded()).toEqual(['/assets/a.js', '/assets/b.js', '/assets/c.js', '/assets/d.js']);
    vi.advanceTimersToNextTimer();
    expect(preloaded()).toHaveLength(5);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('starts again for links asked for after the queue ran dry', () => {
    const append = linkAppender(2);
    append(linkTo('a'));
    vi.runAllTimers();
    append(linkTo('b'));
    append(linkTo('c'));
    expect(vi.getTimerCount()).toBe(1);
    vi.runAllTimers();
    expect(preloaded()).toEqual(['/assets/a.js', '/assets/b.js', '/assets/c.js']);
  });
});

// A page that needs five shared chunks (each shared with another page, so each is a chunk of its
// own), imported on demand, as a route is.
const PAGES: Record<string, string> = {
  'entry.js': [
    "export const loadPage = () => import('./page.js');",
    ...[1, 2, 3, 4, 5].map((n) => `export const loadOther${n} = () => import('./other${n}.js');`),
  ].join('\n'),
  'page.js': `${[1, 2, 3, 4, 5].map((n) => `import { s${n} } from './shared${n}.js';`).join('\n')}\nexport const page = [s1, s2, s3, s4, s5].reduce((sum, s) => s(sum), 0);\n`,
  ...Object.fromEntries(
    [1, 2, 3, 4, 5].flatMap((n) => [
      // Functions, so the bundler cannot fold the values into their importers.
      [`shared${n}.js`, `export function s${n}(offset) {\n  return ${n} + offset;\n}\n`],
      [`other${n}.js`, `import { s${n} } from './shared${n}.js';\nexport const other = s${n}(0);\n`],
    ]),
  ),
};

// The preload links in the head, by chunk name without the hash: each build has a scratch folder
// of its own, and the hashes follow it.
const preloadNames = () =>
  [...document.head.querySelectorAll('link')].map((link) => link.href.replace(/-[\w-]{8}\.js$/, '.js'));

/**
 * Builds the pages with Vite's own preload helper, edited or not, loads the page as the app
 * would, and returns the preload links in the head right after the call and once it settled.
 */
async function preloadsOfPage(plugins: Plugin[]): Promise<{ atOnce: string[]; settled: string[]; page: number }> {
  const chunks = await bundleForBrowser(PAGES, plugins);
  const entry = chunks.find((chunk) => chunk.isEntry)!;
  document.head.replaceChildren();
  let result = { atOnce: [] as string[], settled: [] as string[], page: 0 };
  await importChunks<{ loadPage(): Promise<{ page: number }> }>(chunks, entry.fileName, async ({ loadPage }) => {
    const loading = loadPage();
    const atOnce = preloadNames();
    const { page } = await loading;
    await new Promise((resolve) => setTimeout(resolve, 50));
    result = { atOnce, settled: preloadNames(), page };
  });
  return result;
}

describe('batchedPreloadLinks', () => {
  it("puts Vite's own preload links in the head, the same ones in the same order, a few per task", async () => {
    const plain = await preloadsOfPage([]);
    const batched = await preloadsOfPage([batchedPreloadLinks()]);
    // The page's chunk and the five it imports.
    expect(plain.atOnce).toHaveLength(6);
    expect(plain.settled).toEqual(plain.atOnce);
    expect(batched.atOnce).toEqual([]);
    expect(batched.settled).toEqual(plain.settled);
    expect(batched.page).toBe(15);
  }, 60_000);

  it('fails a browser build that never loaded the preload helper', async () => {
    const pages = { ...PAGES, 'entry.js': "export { page } from './page.js';\n" };
    await expect(bundleForBrowser(pages, [batchedPreloadLinks()])).rejects.toThrow(/never loaded .*preload-helper/);
  });
});

/**
 * The build's second step (after `vite build`): renders every shopper page of
 * src/app/prerender/prerenderPaths.ts to HTML, so it paints before any JavaScript runs.
 *
 * React Router's framework-mode pre-rendering does not fit this app: its hydration needs inline
 * scripts, which the Content-Security-Policy (`script-src 'self'`) refuses, and it would replace
 * the dist/ layout nginx serves. So this step renders with React Router's static handler and
 * the browser hydrates with hydrateRoot (src/app/startup/main.tsx).
 *
 * Styles: the Emotion rules of all pages go into one hashed, long-cached stylesheet linked from
 * every page (inlining them cost every page ~100 kB and delayed its first paint). Each page lists
 * the rules it uses in empty <style data-emotion> tags, so Emotion in the browser knows they are
 * there and does not insert them again while hydrating.
 *
 * Writes: dist/index.html (home), dist/<path>.html, dist/404.html, dist/app.html (the empty app
 * shell for client-only routes), dist/sitemap.xml and dist/robots.txt; last, the service worker
 * that precaches all of it, dist/sw.js (scripts/appWorker.ts).
 *
 * `PRERENDER_DIST` names another build folder (`vite build --outDir <folder>` first), so a second
 * build can be made beside dist/ without touching it.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'vite';
import type { RenderedRoute, StyleRule } from '../src/app/prerender/renderRoute';
import { fillTemplate } from './prerenderTemplate';
import { robotsTxt, sitemapXml } from './prerenderSiteFiles';
import { generateAppWorker, WORKER_FILE } from './appWorker';

const DIST = path.resolve(process.env.PRERENDER_DIST ?? 'dist');
// Its own folder per build folder: two builds at once must not share the server bundle.
const SERVER_OUT = path.resolve(
  'node_modules/.cache',
  DIST === path.resolve('dist')
    ? 'cryptovault-prerender'
    : `cryptovault-prerender-${createHash('sha256').update(DIST).digest('hex').slice(0, 10)}`,
);
const SITE_URL = (process.env.SITE_URL ?? 'https://cryptovault.example').replace(/\/+$/, '');

interface ServerEntry {
  renderRoute(path: string): Promise<RenderedRoute>;
  prerenderPaths(): string[];
  NOT_FOUND_PATH: string;
}

async function buildServerEntry(): Promise<ServerEntry> {
  await build({
    logLevel: 'warn',
    mode: 'production',
    build: {
      ssr: 'src/app/prerender/renderRoute.tsx',
      outDir: SERVER_OUT,
      emptyOutDir: true,
      manifest: false,
      copyPublicDir: false,
    },
    // The fonts' CSS is imported for its side effect in the browser; Node cannot import CSS.
    ssr: { noExternal: [/^@fontsource/] },
  });
  return (await import(/* @vite-ignore */ path.join(SERVER_OUT, 'renderRoute.js'))) as ServerEntry;
}

/** dist/ file for a path: / is index.html, /products/p01 is products/p01.html. */
function fileFor(route: string): string {
  return route === '/' ? 'index.html' : `${route.slice(1)}.html`;
}

function addRules(into: Map<string, string>, rules: StyleRule[]) {
  for (const rule of rules) if (!into.has(rule.name)) into.set(rule.name, rule.css);
}

const started = performance.now();
const built = await readFile(path.join(DIST, 'index.html'), 'utf8');
// Run again over the same build, index.html is already the pre-rendered home: start from the shell.
const template = built.includes('data-rendered-path') ? await readFile(path.join(DIST, 'app.html'), 'utf8') : built;
await writeFile(path.join(DIST, 'app.html'), template);
const server = await buildServerEntry();

const pages: { route: string; rendered: RenderedRoute }[] = [];
const globals = new Map<string, string>();
const classes = new Map<string, string>();
for (const route of [...server.prerenderPaths(), server.NOT_FOUND_PATH]) {
  const rendered = await server.renderRoute(route);
  // The 404 page is the catch-all route's page: a match, so 200 here; servers send it with 404.
  if (rendered.status !== 200) throw new Error(`${route} rendered with status ${rendered.status}`);
  addRules(globals, rendered.globalStyles);
  addRules(classes, rendered.classStyles);
  pages.push({ route, rendered });
}

// Globals first: they declare Chakra's cascade layers, whose order is set by first mention.
const stylesheet = [...globals.values(), ...classes.values()].join('\n');
const stylesheetFile = `assets/prerendered-${createHash('sha256').update(stylesheet).digest('hex').slice(0, 10)}.css`;
await writeFile(path.join(DIST, stylesheetFile), stylesheet);

for (const { route, rendered } of pages) {
  const file = path.join(DIST, fileFor(route));
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, fillTemplate(template, { route, rendered, stylesheetHref: `/${stylesheetFile}` }));
}

const sitemapPaths = server.prerenderPaths();
await writeFile(path.join(DIST, 'sitemap.xml'), sitemapXml(SITE_URL, sitemapPaths));
await writeFile(path.join(DIST, 'robots.txt'), robotsTxt(SITE_URL));
await rm(SERVER_OUT, { recursive: true, force: true });

const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(
  `Pre-rendered ${pages.length} pages in ${seconds} s; shared stylesheet ${stylesheetFile} (${(stylesheet.length / 1000).toFixed(1)} kB)`,
);

// Last: the worker precaches the pages just written.
const workerStarted = performance.now();
const precached = await generateAppWorker(DIST);
console.log(
  `${WORKER_FILE}: ${precached.count} files precached (${(precached.size / 1e6).toFixed(2)} MB) in ${((performance.now() - workerStarted) / 1000).toFixed(1)} s`,
);

import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { AppProviders } from '../AppProviders';
import { routes } from '../routes';
import { homeBelowFold } from '../../features/home/homeBelowFold';
import { PageMetaCollector, type PageMeta, DEFAULT_DESCRIPTION, SITE_NAME } from '../../features/site-chrome/pageMeta';

export { prerenderPaths, NOT_FOUND_PATH } from './prerenderPaths';

const lazyParts: Promise<unknown>[] = [homeBelowFold];

export interface StyleRule {
  /** Emotion's name for the rule set (the part after `css-` in a class name). */
  name: string;
  css: string;
}

export interface RenderedRoute {
  html: string;
  status: number;
  meta: PageMeta;
  /** Global styles (theme tokens, reset), each its own <Global> in the browser. */
  globalStyles: StyleRule[];
  /** The class rules this page uses. */
  classStyles: StyleRule[];
}

const EMOTION_KEY = 'css';

/**
 * Renders one shopper route to HTML at build time (scripts/prerender.ts), the way the browser's
 * first render will draw it, and reports the Emotion rules the page needs instead of inlining
 * them (the build step writes them to one cached stylesheet).
 */
export async function renderRoute(path: string): Promise<RenderedRoute> {
  // Parts loaded on their own must be here before rendering: a part that suspends is written in
  // React's streaming form, which needs inline scripts the CSP refuses.
  await Promise.all(lazyParts);
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://prerender.invalid${path}`));
  if (context instanceof Response) throw new Error(`${path} answers with a redirect; it cannot be pre-rendered`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const cache = createCache({ key: EMOTION_KEY });
  // Compat mode: Emotion records each rule in cache.inserted instead of writing <style> tags into the HTML.
  cache.compat = true;
  let meta: PageMeta = { title: SITE_NAME, description: DEFAULT_DESCRIPTION };
  const { prelude } = await prerender(
    <CacheProvider value={cache}>
      <PageMetaCollector
        value={(reported) => {
          meta = reported;
        }}
      >
        <AppProviders hydrating>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </PageMetaCollector>
    </CacheProvider>,
    // Never outline a large boundary into a later chunk: that form needs inline scripts.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const html = await new Response(prelude).text();
  if (html.includes('<script'))
    throw new Error(`${path} rendered with an inline script: a part suspended while rendering`);
  const globalStyles: StyleRule[] = [];
  const classStyles: StyleRule[] = [];
  for (const [name, css] of Object.entries(cache.inserted)) {
    if (typeof css !== 'string') continue;
    // Class rules are registered under their class name; globals are not.
    if (cache.registered[`${EMOTION_KEY}-${name}`] === undefined) globalStyles.push({ name, css });
    else classStyles.push({ name, css });
  }
  return { html, status: context.statusCode, meta, globalStyles, classStyles };
}

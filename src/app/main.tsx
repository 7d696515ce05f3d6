// The faces come with the first paint, not with the app's code that loads after it.
import '../ui/fontFaces';
import { startClientHardening } from '../features/hardening/clientHardening';
import { afterFirstPaint } from '../lib/startup/afterFirstPaint';
import { reloadOnPreloadError } from './reloadOnPreloadError';

/**
 * True when #root holds HTML pre-rendered for this very address (scripts/prerender.ts). The 404
 * page's HTML is served for every unknown path, and /products/x may be served it too: the app
 * then draws its own page over it instead of hydrating markup that belongs to another route.
 */
function hasPrerenderedHtmlFor(pathname: string): boolean {
  const normalized = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return document.documentElement.dataset.renderedPath === normalized;
}

async function start(container: HTMLElement) {
  const prerendered = hasPrerenderedHtmlFor(window.location.pathname);
  // A pre-rendered page is complete without the app: it paints first, then the app loads and
  // hydrates it (docs/architecture.md#pre-rendered-pages). Other pages need the app to show anything.
  if (prerendered) await afterFirstPaint();
  // Both start loading now. The theme's system (Chakra's style engine and tokens, the costliest
  // module to evaluate) is part of the app, but as its own import it evaluates in its own task as
  // soon as it arrives, so neither task is long enough to hold up a tap.
  const theme = import('../ui/theme/system');
  const { startApp } = await import('./startApp');
  await theme;
  await startApp(container, prerendered);
}

// Production builds only (VITE_HARDENING overrides): refuses foreign frames, moves to HTTPS, and the rest of
// docs/behaviour.md#client-hardening.
const mayStart = startClientHardening();

reloadOnPreloadError();
if (mayStart) {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element to mount into.');
  void start(container);
}

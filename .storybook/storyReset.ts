import { toaster } from '../src/ui/toaster';
import { installStoryClipboard } from './storyClipboard';

const TOAST_SELECTOR = '[data-scope="toast"][data-part="root"]';
const TOAST_EXIT_LIMIT_MS = 3000;

/** Toasts leave with an exit animation in the Storybook UI: the next story waits until they are gone. */
async function toastsGone(): Promise<void> {
  toaster.remove();
  const started = performance.now();
  while (document.querySelector(TOAST_SELECTOR) && performance.now() - started < TOAST_EXIT_LIMIT_MS) {
    await new Promise((resolve) => requestAnimationFrame(resolve));
  }
}

/**
 * The preview's `beforeEach`: every story starts from the same clean page, whichever story was
 * shown before it in the same preview (the Storybook UI swaps stories without a reload) and
 * whether it runs in the UI or in Vitest. Storage, toasts, scroll and the clipboard are reset
 * here; the router, the clock and the random source are made anew for each story by the
 * preview's decorators and loaders, and MSW's handlers by its loader.
 */
export async function resetStoryPage(): Promise<() => void> {
  localStorage.clear();
  sessionStorage.clear();
  window.scrollTo(0, 0);
  await toastsGone();
  return installStoryClipboard();
}

import { storedValueTasksDone } from '../src/lib/storage/storedValueLock';
import { toaster } from '../src/ui/toaster';
import { installStoryClipboard } from './storyClipboard';

const TOAST_SELECTOR = '[data-scope="toast"][data-part="root"]';
const TOAST_EXIT_LIMIT_MS = 3000;

/** Toasts leave with an exit animation in the Storybook UI: the next story waits until they are gone. */
async function toastsGone(): Promise<void> {
  await toaster.remove();
  const started = performance.now();
  while (document.querySelector(TOAST_SELECTOR) && performance.now() - started < TOAST_EXIT_LIMIT_MS) {
    await new Promise((resolve) => requestAnimationFrame(resolve));
  }
}

interface StoryContextPart {
  id: string;
  viewMode: string;
}

// Where the docs page stood when each of its stories started, until that story's play is done.
const docsScrollBeforePlay = new Map<string, number>();

/**
 * The preview's `afterEach`. On a docs page the stories marked `playsInDocs` play at once, and a
 * click focuses its target, which scrolls the page to it: the reader is put back where they were.
 * Only once per mount (`beforeEach` runs only then), so a later re-render after a control change
 * leaves the reader's own scrolling alone.
 */
export function restoreDocsScroll({ id, viewMode }: StoryContextPart): void {
  const before = docsScrollBeforePlay.get(id);
  if (viewMode !== 'docs' || before === undefined) return;
  docsScrollBeforePlay.delete(id);
  window.scrollTo(0, before);
}

/**
 * The preview's `beforeEach`: every story starts from the same clean page, whichever story was
 * shown before it in the same preview (the Storybook UI swaps stories without a reload) and
 * whether it runs in the UI or in Vitest. Storage, toasts, scroll and the clipboard are reset
 * here; the router, the clock and the random source are made anew for each story by the
 * preview's decorators and loaders, and MSW's handlers by its loader.
 */
export async function resetStoryPage({ id, viewMode }: StoryContextPart): Promise<() => void> {
  // A save the story before left queued would otherwise land in this story's clean storage.
  await storedValueTasksDone();
  localStorage.clear();
  sessionStorage.clear();
  // A docs page renders all its stories at once: each one would send the reader back to the top.
  if (viewMode === 'docs') docsScrollBeforePlay.set(id, window.scrollY);
  else window.scrollTo(0, 0);
  await toastsGone();
  return installStoryClipboard();
}

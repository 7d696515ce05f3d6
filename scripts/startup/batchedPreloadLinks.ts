import type { Plugin } from 'vite';
import { checkedEdits } from './checkedEdits.ts';

/** How many preload links go into the document per task. */
export const LINKS_PER_TASK = 4;

/**
 * Returns a function that puts links into the document's head in the order given, `perTask` of
 * them per task, starting in the next task. Its source is copied into Vite's preload helper, so it
 * reads nothing from outside itself.
 */
export function linkAppender(perTask: number): (link: HTMLLinkElement) => void {
  const waiting: HTMLLinkElement[] = [];
  const appendSome = () => {
    for (const link of waiting.splice(0, perTask)) document.head.appendChild(link);
    if (waiting.length > 0) setTimeout(appendSome, 0);
  };
  return (link) => {
    if (waiting.push(link) === 1) setTimeout(appendSome, 0);
  };
}

/**
 * Vite's preload helper adds a `<link rel="modulepreload">` for every chunk a dynamic import
 * needs, all in the task that asks for it. Each link starts a request, about a millisecond of
 * main thread here under Lighthouse and four on a phone: a product list's route code (29 chunks)
 * made one task of 130-170 ms. Production builds give the helper `linkAppender`, so the links go
 * in a few per task; the imported chunk itself is still asked for at once
 * (docs/architecture.md#performance-budgets). The exact text is checked (scripts/startup/checkedEdits.ts).
 */
export function batchedPreloadLinks(): Plugin {
  return checkedEdits('cryptovault:batched-preload-links', 'scripts/startup/batchedPreloadLinks.ts', [
    [
      /^\0vite\/preload-helper\.js$/,
      [
        // Vite's call first: the appender's own source holds the same text.
        ['document.head.appendChild(link);', 'appendLink(link);'],
        ['const seen = {};', `const seen = {};const appendLink = (${linkAppender.toString()})(${LINKS_PER_TASK});`],
      ],
    ],
  ]);
}

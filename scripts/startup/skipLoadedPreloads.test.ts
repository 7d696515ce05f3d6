import { describe, expect, it } from 'vitest';
import { loadedWith, preloadsStillNeeded, type ImportGraph } from './skipLoadedPreloads';

// index.html's entry loads react; the start-up chunk, imported by the entry, loads the router;
// a page imported by the start-up chunk shares a card chunk with another page.
const graph: ImportGraph = new Map([
  ['index.js', ['react.js']],
  ['react.js', []],
  ['startApp.js', ['react.js', 'router.js']],
  ['router.js', ['react.js']],
  ['Page.js', ['react.js', 'router.js', 'card.js']],
  ['card.js', ['react.js']],
]);

describe('skipLoadedPreloads', () => {
  it('knows what a chunk loaded before it ran, its imports of imports included', () => {
    expect([...loadedWith(graph, 'startApp.js')].sort()).toEqual(['react.js', 'router.js', 'startApp.js']);
  });

  it('keeps only the preloads neither the importing chunk nor the entry has loaded', () => {
    expect(
      preloadsStillNeeded(graph, ['index.js'], 'startApp.js', ['Page.js', 'react.js', 'router.js', 'card.js']),
    ).toEqual(['Page.js', 'card.js']);
  });

  it('keeps everything the importing chunk cannot have loaded', () => {
    expect(preloadsStillNeeded(graph, [], 'index.js', ['startApp.js', 'router.js', 'react.js'])).toEqual([
      'startApp.js',
      'router.js',
    ]);
  });
});

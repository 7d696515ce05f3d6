import type { Plugin } from 'vite';

/** A chunk's static imports, as the bundle lists them. */
export type ImportGraph = ReadonlyMap<string, readonly string[]>;

/** The files a chunk has loaded before its code runs: itself and its static imports, recursively. */
export function loadedWith(graph: ImportGraph, file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const imported of graph.get(file) ?? []) loadedWith(graph, imported, seen);
  return seen;
}

/**
 * The preloads a dynamic import still needs: Vite lists every file the imported chunk loads, but
 * those the importing chunk loaded before it ran, and those the page's entry loaded, are already
 * there, so listing them only costs bytes and a DOM query each.
 */
export function preloadsStillNeeded(
  graph: ImportGraph,
  entries: readonly string[],
  host: string,
  deps: readonly string[],
): string[] {
  const loaded = loadedWith(graph, host);
  for (const entry of entries) loadedWith(graph, entry, loaded);
  return deps.filter((dep) => !loaded.has(dep));
}

/**
 * Production builds drop preloads of files that are certainly loaded already: Vite's list for each
 * dynamic import names every chunk below it, and the first load of `/` carried those names for
 * every route in the app's start-up chunk (docs/architecture.md#performance-budgets).
 */
export function skipLoadedPreloads(): Plugin {
  let graph: ImportGraph = new Map();
  let entries: string[] = [];
  return {
    name: 'cryptovault:skip-loaded-preloads',
    apply: 'build',
    config: () => ({
      build: {
        modulePreload: {
          resolveDependencies: (_file, deps, { hostId, hostType }) =>
            hostType === 'js' ? preloadsStillNeeded(graph, entries, hostId, deps) : deps,
        },
      },
    }),
    // Runs before Vite's own generateBundle, which asks resolveDependencies.
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
        graph = new Map(chunks.map((chunk) => [chunk.fileName, chunk.imports]));
        entries = chunks.filter((chunk) => chunk.isEntry && !chunk.isDynamicEntry).map((chunk) => chunk.fileName);
      },
    },
  };
}

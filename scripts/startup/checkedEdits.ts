import type { Plugin } from 'vite';

/** Text to find in a dependency's file, and what replaces it. */
export type Edit = [before: string, after: string];

/** Rewrites a dependency's file; throws when the file no longer reads as expected. */
export type Rewrite = (code: string, id: string) => string;

/**
 * A build-only plugin that rewrites dependency files, each found by its module id. A file the
 * build never loaded fails the build and names `source`: a dependency that moves or renames the
 * file must not silently undo the rewrite. Only browser builds are checked: the server build that
 * pre-renders the pages leaves dependencies unbundled, so it loads none of them.
 */
export function vendorRewrites(name: string, source: string, files: [file: RegExp, rewrite: Rewrite][]): Plugin {
  // Per build environment: Vite may build more than one with the same plugin.
  const seen = new Map<string, Set<RegExp>>();
  return {
    name,
    apply: 'build',
    buildStart() {
      seen.set(this.environment.name, new Set());
    },
    transform(code, id) {
      const target = files.find(([file]) => file.test(id));
      if (!target) return null;
      seen.get(this.environment.name)?.add(target[0]);
      return target[1](code, id);
    },
    buildEnd(error) {
      const { consumer, build } = this.environment.config;
      if (error || consumer !== 'client' || build.lib) return;
      const loaded = seen.get(this.environment.name);
      const missed = files.map(([file]) => file).filter((file) => !loaded?.has(file));
      if (missed.length > 0)
        this.error(`the build never loaded ${missed.join(', ')}: moved or renamed? Review ${source}`);
    },
  };
}

/**
 * `vendorRewrites` by exact text. Every `before` must be found, or the build fails and names
 * `source`: an upgrade that changes the text must not silently undo the edit.
 */
export function checkedEdits(name: string, source: string, files: [file: RegExp, edits: Edit[]][]): Plugin {
  return vendorRewrites(
    name,
    source,
    files.map(([file, edits]) => [
      file,
      (code, id) =>
        edits.reduce((text, [before, after]) => {
          if (!text.includes(before)) throw new Error(`${id} no longer reads as expected; review ${source}`);
          return text.replace(before, after);
        }, code),
    ]),
  );
}

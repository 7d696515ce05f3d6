import type { Plugin } from 'vite';

/** Text to find in a dependency's file, and what replaces it. */
export type Edit = [before: string, after: string];

/**
 * A build-only plugin that rewrites pinned dependency files by exact text. Every `before` must be
 * found, or the build fails and names `source`: an upgrade that changes the text must not
 * silently undo the edit.
 */
export function checkedEdits(name: string, source: string, files: [file: RegExp, edits: Edit[]][]): Plugin {
  return {
    name,
    apply: 'build',
    transform(code, id) {
      const edits = files.find(([file]) => file.test(id))?.[1];
      if (!edits) return null;
      return edits.reduce((text, [before, after]) => {
        if (!text.includes(before)) throw new Error(`${id} no longer reads as expected; review ${source}`);
        return text.replace(before, after);
      }, code);
    },
  };
}

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type Rollup } from 'vite';

// Inside the project, so a bundle resolves Chakra and the rest from its node_modules.
const cache = path.resolve('node_modules/.cache');

function withScratchFolder<T>(run: (folder: string) => Promise<T>): Promise<T> {
  mkdirSync(cache, { recursive: true });
  const folder = mkdtempSync(path.join(cache, 'bundle-for-test-'));
  return run(folder).finally(() => rmSync(folder, { recursive: true, force: true }));
}

function writeFiles(folder: string, files: Record<string, string>) {
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(folder, name)), { recursive: true });
    writeFileSync(path.join(folder, name), text);
  }
}

/**
 * Test support for the build plugins: bundles `source` (a module that imports dependencies) the
 * way a production build bundles them, with `plugins` applied, and returns the code, unminified.
 */
export function bundleForTest(source: string, plugins: Plugin[] = []): Promise<string> {
  return withScratchFolder(async (folder) => {
    const entry = path.join(folder, 'entry.js');
    writeFileSync(entry, source);
    const result = (await build({
      configFile: false,
      logLevel: 'silent',
      root: process.cwd(),
      plugins,
      build: { ssr: entry, write: false, minify: false },
      ssr: { noExternal: true },
    })) as Rollup.RollupOutput;
    return result.output[0].code;
  });
}

/**
 * Bundles `files` (name and source; `entry.js` is the entry) as the app's browser build does,
 * with `plugins` applied, and returns the chunks, unminified. Build-time checks of the plugins
 * run: a target they never saw fails it.
 */
export function bundleForBrowser(files: Record<string, string>, plugins: Plugin[] = []): Promise<Rollup.OutputChunk[]> {
  return withScratchFolder(async (folder) => {
    writeFiles(folder, files);
    const result = (await build({
      configFile: false,
      logLevel: 'silent',
      root: process.cwd(),
      plugins,
      build: {
        write: false,
        minify: false,
        rolldownOptions: { input: path.join(folder, 'entry.js'), preserveEntrySignatures: 'strict' },
      },
    })) as Rollup.RollupOutput;
    return result.output.filter((output) => output.type === 'chunk');
  });
}

/** Runs bundled code as a module and hands back its exports. */
export function importBundle<T>(code: string): Promise<T> {
  return importChunks<T>([{ fileName: 'bundle.mjs', code }], 'bundle.mjs');
}

/**
 * Writes `chunks` to a scratch folder and runs the one named `entry` as a module, handing back
 * its exports; `use` runs before the folder is removed, so the chunks it imports later are there.
 */
export function importChunks<T>(
  chunks: readonly { fileName: string; code: string }[],
  entry: string,
  use: (exports: T) => Promise<void> = async () => undefined,
): Promise<T> {
  return withScratchFolder(async (folder) => {
    writeFiles(folder, Object.fromEntries(chunks.map(({ fileName, code }) => [fileName, code])));
    const exports = (await import(pathToFileURL(path.join(folder, entry)).href)) as T;
    await use(exports);
    return exports;
  });
}

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

/** Runs bundled code as a module and hands back its exports. */
export function importBundle<T>(code: string): Promise<T> {
  return withScratchFolder(async (folder) => {
    const file = path.join(folder, 'bundle.mjs');
    writeFileSync(file, code);
    return (await import(pathToFileURL(file).href)) as T;
  });
}

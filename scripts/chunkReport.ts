import type { Plugin } from 'vite';

/**
 * Writes dist/.vite/chunks.json: for every emitted JS chunk, its static imports and the source
 * modules it holds. The bundle budget and `npm run bench` read it to see what a route loads and
 * to prove no back-office module reaches a shopper chunk.
 */
export function chunkReport(): Plugin {
  return {
    name: 'cryptovault:chunk-report',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks: Record<
        string,
        {
          imports: string[];
          dynamicImports: string[];
          modules: string[];
          moduleBytes: Record<string, number>;
          facade: string | null;
        }
      > = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        chunks[output.fileName] = {
          imports: output.imports,
          dynamicImports: output.dynamicImports,
          modules: Object.keys(output.modules).map((id) => id.replace(process.cwd() + '/', '')),
          // Minified bytes each module adds to the chunk: what a first-load cut would save.
          moduleBytes: Object.fromEntries(
            Object.entries(output.modules).map(([id, info]) => [
              id.replace(process.cwd() + '/', ''),
              info.renderedLength,
            ]),
          ),
          facade: output.facadeModuleId ? output.facadeModuleId.replace(process.cwd() + '/', '') : null,
        };
      }
      this.emitFile({ type: 'asset', fileName: '.vite/chunks.json', source: JSON.stringify(chunks, null, 2) });
    },
  };
}

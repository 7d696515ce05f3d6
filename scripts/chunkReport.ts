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
        { imports: string[]; dynamicImports: string[]; modules: string[]; facade: string | null }
      > = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        chunks[output.fileName] = {
          imports: output.imports,
          dynamicImports: output.dynamicImports,
          modules: Object.keys(output.modules).map((id) => id.replace(process.cwd() + '/', '')),
          facade: output.facadeModuleId ? output.facadeModuleId.replace(process.cwd() + '/', '') : null,
        };
      }
      this.emitFile({ type: 'asset', fileName: '.vite/chunks.json', source: JSON.stringify(chunks, null, 2) });
    },
  };
}

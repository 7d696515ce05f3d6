/** Types for featureDependencies.mjs, a plain ESM module shared by feature-surfaces.mjs and its unit test. */
export function unknownUses(uses: Map<string, string[]>): string[];

export function featureCycle(uses: Map<string, string[]>): string[] | undefined;

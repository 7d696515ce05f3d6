/** Types for the part of visualBaselines.mjs that TypeScript code uses (.storybook/storyShotCommand.ts). */
export const root: string;

/** The baseline of a story, from its story file relative to the project root and its id. */
export function baselinePath(importPath: string, storyId: string): string;

/**
 * Types for the part of visualBaselines.mjs that TypeScript code uses (.storybook/storyShotCommand.ts,
 * visualBaselines.test.ts).
 */
export const root: string;

/** The baseline of a story, from its story file relative to the project root and its id. */
export function baselinePath(importPath: string, storyId: string): string;

/** Puts the committed bytes back over a baseline rewritten with the same pixels; whether it did. */
export function keepCommittedIfSamePixels(file: string, readCommitted?: (file: string) => Buffer | null): boolean;

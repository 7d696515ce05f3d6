/** Types for visualReviewList.mjs, a plain ESM script shared by the npm scripts and its unit test. */
export interface RecordedChange {
  shot: string;
  baseline: string;
  /** chromium when absent */
  engine?: string;
}

export function changeKey(change: { shot: string; engine?: string }): string;

export function pendingChanges<Change extends RecordedChange>(changes: Change[], acceptedKeys?: string[]): Change[];

export function planAcceptance<Change extends RecordedChange>(
  changes: Change[],
  wantedNames: string[],
  engine?: string,
): { accept: Change[]; remaining: Change[]; unknown: string[] };

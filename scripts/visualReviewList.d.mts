/** Types for visualReviewList.mjs, a plain ESM script shared by the npm scripts and its unit test. */
export interface RecordedChange {
  shot: string;
  baseline: string;
}

export function pendingChanges<Change extends RecordedChange>(changes: Change[], acceptedShots?: string[]): Change[];

export function planAcceptance<Change extends RecordedChange>(
  changes: Change[],
  wantedShots: string[],
): { accept: Change[]; remaining: Change[]; unknown: string[] };

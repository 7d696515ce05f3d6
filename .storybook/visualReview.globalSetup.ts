// @ts-expect-error plain ESM script without types, shared with the npm scripts
import { clearComparisons, printChanges, writeReview } from '../scripts/visualReview.mjs';

/** Each story run starts with no review and ends by writing .visual-review for what changed. */
export default function setup() {
  clearComparisons();
  return () => printChanges(writeReview());
}

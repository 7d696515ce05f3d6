/**
 * `npm run visual:accept -- <story id or shot name>… | --all`: copies the new image of a changed
 * story (from the last run's .visual-review) over its baseline, and rewrites the review page so
 * only the changes still waiting are listed.
 */
import { acceptChanges, recordedChanges } from './visualReview.mjs';
import { shotName } from './visualBaselines.mjs';
import { planAcceptance } from './visualReviewList.mjs';

const wanted = process.argv.slice(2);
if (wanted.length === 0) {
  console.error('Name the stories to accept (ids as in .visual-review/index.html), or --all.');
  process.exit(1);
}
const { accept, remaining, unknown } = planAcceptance(
  recordedChanges(),
  wanted.map((id) => (id === '--all' ? id : shotName(id))),
);
acceptChanges(accept, remaining);
for (const { shot } of accept) console.log(`accepted ${shot}`);
for (const shot of unknown)
  console.error(`no recorded change for ${shot}; run the stories and npm run visual:review first`);
if (remaining.length > 0) console.log(`${remaining.length} change(s) still to review in .visual-review/index.html`);
process.exit(unknown.length === 0 ? 0 : 1);

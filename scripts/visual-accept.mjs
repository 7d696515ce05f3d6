/**
 * `npm run visual:accept -- <story id or shot name>… | --all [--engine chromium|firefox|webkit]`:
 * copies the new image of a changed story (from the last run's .visual-review) over its baseline,
 * and rewrites the review page so only the changes still waiting are listed. A story's name takes
 * its change in every engine; `<shot>-firefox` (the key the page shows) or `--engine` one engine.
 */
import { acceptChanges, recordedChanges } from './visualReview.mjs';
import { shotName } from './visualBaselines.mjs';
import { planAcceptance } from './visualReviewList.mjs';

const args = process.argv.slice(2);
const engineAt = args.indexOf('--engine');
const engine = engineAt >= 0 ? args[engineAt + 1] : undefined;
const wanted = engineAt >= 0 ? args.filter((_, index) => index !== engineAt && index !== engineAt + 1) : args;
if (wanted.length === 0) {
  console.error('Name the stories to accept (ids as in .visual-review/index.html), or --all.');
  process.exit(1);
}
const { accept, remaining, unknown } = planAcceptance(
  recordedChanges(),
  wanted.map((id) => (id === '--all' ? id : shotName(id))),
  engine,
);
acceptChanges(accept, remaining);
for (const { shot, engine: from } of accept) console.log(`accepted ${shot} (${from ?? 'chromium'})`);
for (const shot of unknown)
  console.error(`no recorded change for ${shot}; run the stories and npm run visual:review first`);
if (remaining.length > 0) console.log(`${remaining.length} change(s) still to review in .visual-review/index.html`);
process.exit(unknown.length === 0 ? 0 : 1);

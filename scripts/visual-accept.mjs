/**
 * `npm run visual:accept -- <story id or shot name>… | --all`: copies the new image of a changed
 * story (from the last run's .visual-review) over its baseline.
 */
import { accept, recordedChanges } from './visualReview.mjs';
import { shotName } from './visualBaselines.mjs';

const wanted = process.argv.slice(2);
const changes = recordedChanges();
if (wanted.length === 0) {
  console.error('Name the stories to accept (ids as in .visual-review/index.html), or --all.');
  process.exit(1);
}
const chosen = wanted.includes('--all') ? changes : changes.filter(({ shot }) => wanted.map(shotName).includes(shot));
const unknown = wanted.filter((id) => id !== '--all' && !changes.some(({ shot }) => shot === shotName(id)));
for (const change of chosen) {
  accept(change);
  console.log(`accepted ${change.shot}`);
}
for (const id of unknown)
  console.error(`no recorded change for ${id}; run the stories and npm run visual:review first`);
process.exit(unknown.length === 0 ? 0 : 1);

/** `npm run visual:review`: the side-by-side page of the last story run's changed screenshots. */
import path from 'node:path';
import { printChanges, writeReview } from './visualReview.mjs';
import { reviewDir } from './visualBaselines.mjs';

const changes = writeReview();
if (changes.length === 0) console.log('No story screenshot differs from its baseline in the last run.');
else {
  printChanges(changes);
  console.log(`Open file://${path.join(reviewDir, 'index.html')}`);
}

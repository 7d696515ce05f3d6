/**
 * Offline visual review (docs/testing.md): after a story run, every story whose screenshot
 * differs from its baseline gets `.visual-review/<shot>/` with `baseline.png`, `new.png` and
 * `diff.png` (Vitest's highlighted difference), and `.visual-review/index.html`
 * (visualReviewPage.mjs) shows them at natural size with the command that accepts each change.
 * Accepting rewrites the page without the accepted changes.
 */
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { attachmentsDir, baselineFiles, comparisonImages, recompressPng, reviewDir, root } from './visualBaselines.mjs';
import { pendingChanges } from './visualReviewList.mjs';
import { pngSize, reviewPage } from './visualReviewPage.mjs';

const MANIFEST = path.join(reviewDir, 'changes.json');
const shotOf = (baseline) => path.basename(baseline).replace(/-chromium-[a-z0-9]+\.png$/, '');
const acceptCommand = (shot) => `npm run visual:accept -- ${shot}`;

/** Forgets the previous run's comparison images, so the review lists only this run's changes. */
export function clearComparisons() {
  rmSync(path.join(attachmentsDir, 'stories'), { recursive: true, force: true });
  rmSync(reviewDir, { recursive: true, force: true });
}

/** The stories whose last comparison failed, as `{ shot, baseline, actual, diff }`. */
export function changedShots() {
  return baselineFiles()
    .map((baseline) => ({ shot: shotOf(baseline), baseline, ...comparisonImages(baseline) }))
    .filter(({ actual }) => existsSync(actual))
    .map((change) => ({ ...change, diff: existsSync(change.diff) ? change.diff : null }));
}

/** What the page needs to know of a change whose images are already in .visual-review/<shot>/. */
function pageEntry({ shot, baseline, diff }) {
  const size = (file) => pngSize(readFileSync(path.join(reviewDir, shot, file)));
  return {
    shot,
    baseline: path.relative(root, baseline),
    acceptCommand: acceptCommand(shot),
    hasDiff: Boolean(diff),
    baselineSize: size('baseline.png'),
    newSize: size('new.png'),
  };
}

/** Writes index.html and changes.json for the changes still to review (their images are in place). */
function writeListing(changes) {
  const pending = pendingChanges(changes);
  writeFileSync(path.join(reviewDir, 'index.html'), reviewPage(pending.map(pageEntry)));
  writeFileSync(
    MANIFEST,
    JSON.stringify(
      pending.map(({ shot, baseline, diff }) => ({ shot, baseline, diff })),
      null,
      2,
    ),
  );
}

/** Copies this run's changed images into .visual-review and writes its index.html; returns the changes. */
export function writeReview() {
  const changes = pendingChanges(changedShots());
  rmSync(reviewDir, { recursive: true, force: true });
  if (changes.length === 0) return changes;
  for (const { shot, baseline, actual, diff } of changes) {
    const dir = path.join(reviewDir, shot);
    mkdirSync(dir, { recursive: true });
    copyFileSync(baseline, path.join(dir, 'baseline.png'));
    copyFileSync(actual, path.join(dir, 'new.png'));
    if (diff) copyFileSync(diff, path.join(dir, 'diff.png'));
  }
  writeListing(changes);
  return changes;
}

/** The changes recorded by the last run's review, or none. */
export function recordedChanges() {
  return existsSync(MANIFEST) ? JSON.parse(readFileSync(MANIFEST, 'utf8')) : [];
}

/** Prints the changed stories and where to look at them; says nothing when none changed. */
export function printChanges(changes) {
  if (changes.length === 0) return;
  console.log(`\n${changes.length} story screenshot(s) differ from their baselines:`);
  for (const { shot } of changes) console.log(`  ${shot}    accept: ${acceptCommand(shot)}`);
  console.log(
    `Side by side: ${path.relative(root, path.join(reviewDir, 'index.html'))} (npm run visual:review rewrites it)`,
  );
}

/**
 * Makes the reviewed new images of `accepted` the baselines (recompressed) and rewrites the page
 * and manifest for `remaining`, so accepted changes leave the list. The comparison images the
 * story run left are removed too: a later `npm run visual:review` does not list them again.
 */
export function acceptChanges(accepted, remaining) {
  for (const { shot, baseline } of accepted) {
    const image = path.join(reviewDir, shot, 'new.png');
    if (!existsSync(image)) throw new Error(`no new image for ${shot} in .visual-review; run the stories first`);
    copyFileSync(image, baseline);
    recompressPng(baseline);
    rmSync(path.join(reviewDir, shot), { recursive: true, force: true });
    const { actual, diff } = comparisonImages(baseline);
    rmSync(actual, { force: true });
    rmSync(diff, { force: true });
  }
  // Written even when empty: a page left open in the browser then reloads to "nothing left".
  writeListing(remaining);
}

/**
 * Offline visual review (docs/testing.md): after a story run (Chromium's Vitest run, or Firefox's
 * and WebKit's shots in the cross-engine step), every story whose screenshot differs from its
 * baseline in an engine gets `.visual-review/<key>/` (visualReviewList.mjs: the shot, with the
 * engine after it unless Chromium) with `baseline.png`, `new.png` and `diff.png` (the highlighted
 * difference), and `.visual-review/index.html` (visualReviewPage.mjs) shows them at natural size
 * with the command that accepts each change, beside the same story's shots in the other engines.
 * The page is made from every engine's comparison images still on disk, so one run's review does
 * not drop another's. Accepting rewrites the page without the accepted changes.
 */
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  SHOT_ENGINES,
  attachmentsDir,
  baselineFiles,
  comparisonImages,
  engineOf,
  recompressPng,
  reviewDir,
  root,
} from './visualBaselines.mjs';
import { changeKey, pendingChanges } from './visualReviewList.mjs';
import { pngSize, reviewPage } from './visualReviewPage.mjs';

const MANIFEST = path.join(reviewDir, 'changes.json');
const shotOf = (baseline) => path.basename(baseline).replace(/-[a-z]+-[a-z0-9]+\.png$/, '');
const acceptCommand = (key) => `npm run visual:accept -- ${key}`;
/** The same story's baseline in another engine. */
const inEngine = (baseline, engine) => baseline.replace(/-[a-z]+-([a-z0-9]+\.png)$/, `-${engine}-$1`);

/**
 * Forgets Chromium's previous comparison images (the Vitest run's; the other engines clear their
 * own), so the review lists only this run's changes in it.
 */
export function clearComparisons() {
  rmSync(path.join(attachmentsDir, 'stories'), { recursive: true, force: true });
  rmSync(reviewDir, { recursive: true, force: true });
}

/** The stories whose last comparison failed, as `{ shot, baseline, actual, diff }`. */
export function changedShots() {
  return baselineFiles()
    .map((baseline) => ({
      shot: shotOf(baseline),
      engine: engineOf(baseline),
      baseline,
      ...comparisonImages(baseline),
    }))
    .filter(({ actual }) => existsSync(actual))
    .map((change) => ({ ...change, diff: existsSync(change.diff) ? change.diff : null }));
}

const sizeInReview = (file) => pngSize(readFileSync(path.join(reviewDir, file)));

/**
 * What the page needs to know of a change whose images are already in .visual-review/<key>/, and
 * of the same story in every engine (`views`): that engine's change, or its baseline unchanged.
 */
function pageEntry(change, changes) {
  const size = sizeInReview;
  const views = {};
  for (const engine of SHOT_ENGINES) {
    const changed = changes.find((other) => other.shot === change.shot && (other.engine ?? 'chromium') === engine);
    if (changed) {
      const key = changeKey(changed);
      views[engine] = {
        baseline: `${key}/baseline.png`,
        new: `${key}/new.png`,
        diff: changed.diff ? `${key}/diff.png` : null,
        baselineSize: size(`${key}/baseline.png`),
        newSize: size(`${key}/new.png`),
        changed: true,
        path: path.relative(root, changed.baseline),
        acceptCommand: acceptCommand(key),
      };
      continue;
    }
    const baseline = inEngine(change.baseline, engine);
    if (!existsSync(baseline)) continue;
    const file = path.relative(reviewDir, baseline).split(path.sep).join('/');
    const baselineSize = pngSize(readFileSync(baseline));
    views[engine] = {
      baseline: file,
      new: file,
      diff: null,
      baselineSize,
      newSize: baselineSize,
      changed: false,
      path: path.relative(root, baseline),
      acceptCommand: null,
    };
  }
  const key = changeKey(change);
  return {
    shot: key,
    engine: change.engine ?? 'chromium',
    baseline: path.relative(root, change.baseline),
    acceptCommand: acceptCommand(key),
    hasDiff: Boolean(change.diff),
    baselineSize: size(`${key}/baseline.png`),
    newSize: size(`${key}/new.png`),
    views,
  };
}

/** Writes index.html and changes.json for the changes still to review (their images are in place). */
function writeListing(changes) {
  const pending = pendingChanges(changes);
  writeFileSync(path.join(reviewDir, 'index.html'), reviewPage(pending.map((change) => pageEntry(change, pending))));
  writeFileSync(
    MANIFEST,
    JSON.stringify(
      pending.map(({ shot, engine, baseline, diff }) => ({ shot, engine, baseline, diff })),
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
  for (const change of changes) {
    const { baseline, actual, diff } = change;
    const dir = path.join(reviewDir, changeKey(change));
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
  for (const change of changes) {
    console.log(`  ${change.shot} (${change.engine ?? 'chromium'})    accept: ${acceptCommand(changeKey(change))}`);
  }
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
  for (const change of accepted) {
    const { baseline } = change;
    const key = changeKey(change);
    const image = path.join(reviewDir, key, 'new.png');
    if (!existsSync(image)) throw new Error(`no new image for ${key} in .visual-review; run the stories first`);
    copyFileSync(image, baseline);
    recompressPng(baseline);
    rmSync(path.join(reviewDir, key), { recursive: true, force: true });
    const { actual, diff } = comparisonImages(baseline);
    rmSync(actual, { force: true });
    rmSync(diff, { force: true });
  }
  // Written even when empty: a page left open in the browser then reloads to "nothing left".
  writeListing(remaining);
}

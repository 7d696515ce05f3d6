/**
 * Offline visual review (docs/testing.md): after a story run, every story whose screenshot
 * differs from its baseline gets `.visual-review/<shot>/` with `baseline.png`, `new.png` and
 * `diff.png` (Vitest's highlighted difference), and `.visual-review/index.html` shows them side
 * by side with the command that accepts each change.
 */
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { attachmentsDir, baselineFiles, comparisonImages, recompressPng, reviewDir, root } from './visualBaselines.mjs';

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

const escape = (text) => text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);

function reviewPage(changes) {
  const rows = changes.map(({ shot, baseline, diff }) => {
    const image = (file, label) =>
      file
        ? `<figure><img src="${shot}/${file}" alt="${label} of ${shot}"><figcaption>${label}</figcaption></figure>`
        : `<figure><p>sizes differ: no diff</p></figure>`;
    return `<section id="${shot}">
<h2>${escape(shot)}</h2>
<p><code>${escape(path.relative(root, baseline))}</code></p>
<p>Accept: <code>${escape(acceptCommand(shot))}</code></p>
<div class="row">${image('baseline.png', 'baseline')}${image('new.png', 'new')}${image(diff ? 'diff.png' : null, 'diff')}</div>
</section>`;
  });
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Visual review: ${changes.length} changed</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem;background:#fff;color:#111}
.row{display:grid;grid-template-columns:repeat(3,1fr);gap:1rem;align-items:start}
figure{margin:0}img{max-width:100%;border:1px solid #999;background:repeating-conic-gradient(#ddd 0 25%,#fff 0 50%) 0 0/16px 16px}
section{border-top:1px solid #ccc;padding-top:1rem;margin-top:2rem}code{background:#eee;padding:0 .25rem}</style></head>
<body><h1>${changes.length} story screenshot${changes.length === 1 ? '' : 's'} changed</h1>
<p>Accept every change: <code>npm run visual:accept -- --all</code>. Left: baseline, middle: new, right: differing pixels in red.</p>
<ul>${changes.map(({ shot }) => `<li><a href="#${shot}">${escape(shot)}</a></li>`).join('')}</ul>
${rows.join('\n')}
</body></html>
`;
}

/** Copies this run's changed images into .visual-review and writes its index.html; returns the changes. */
export function writeReview() {
  const changes = changedShots();
  rmSync(reviewDir, { recursive: true, force: true });
  if (changes.length === 0) return changes;
  for (const { shot, baseline, actual, diff } of changes) {
    const dir = path.join(reviewDir, shot);
    mkdirSync(dir, { recursive: true });
    copyFileSync(baseline, path.join(dir, 'baseline.png'));
    copyFileSync(actual, path.join(dir, 'new.png'));
    if (diff) copyFileSync(diff, path.join(dir, 'diff.png'));
  }
  writeFileSync(path.join(reviewDir, 'index.html'), reviewPage(changes));
  writeFileSync(
    MANIFEST,
    JSON.stringify(
      changes.map(({ shot, baseline }) => ({ shot, baseline })),
      null,
      2,
    ),
  );
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

/** Makes a reviewed new image the baseline, recompressed. */
export function accept({ shot, baseline }) {
  const image = path.join(reviewDir, shot, 'new.png');
  if (!existsSync(image)) throw new Error(`no new image for ${shot} in .visual-review; run the stories first`);
  copyFileSync(image, baseline);
  recompressPng(baseline);
  rmSync(path.join(reviewDir, shot), { recursive: true, force: true });
}

/**
 * `npm run test:update-visuals [-- <story files>]`: rewrites the Chromium baselines of every story
 * (or of the given story files), recompresses the written PNGs losslessly and records the Chromium
 * that made them in stories/CHROMIUM_VERSION (docs/testing.md).
 *
 * `npm run test:update-visuals -- --engine firefox|webkit`: rewrites that engine's baselines of
 * every page and app story alone, from the static Storybook (npm run build-storybook first), in
 * the cross-engine step's session (scripts/engines/run.mjs), and records its version in
 * stories/FIREFOX_VERSION or stories/WEBKIT_VERSION.
 */
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { ensureChromium } from './ensureChromium.mjs';
import { STORY_RUN_ENV } from './storyRunEnv.mjs';
import { baselineFiles, keepCommittedIfSamePixels, recompressPng, root } from './visualBaselines.mjs';

/** Only baselines whose pixels changed are left changed (keepCommittedIfSamePixels). */
function reportKept(files) {
  const kept = files.filter((file) => keepCommittedIfSamePixels(file)).length;
  console.log(`${kept} rewritten baselines had the committed pixels and were put back as committed.`);
}

const args = process.argv.slice(2);
const engineAt = args.indexOf('--engine');
if (engineAt >= 0) {
  const engine = args[engineAt + 1];
  if (!['firefox', 'webkit'].includes(engine)) {
    console.error('--engine takes firefox or webkit (Chromium is the default: no --engine).');
    process.exit(1);
  }
  const shots = spawnSync('node', [path.join(root, 'scripts', 'engines', 'run.mjs')], {
    stdio: 'inherit',
    cwd: root,
    env: { ...process.env, ENGINES: engine, STORY_SHOTS_UPDATE: '1' },
  });
  reportKept(baselineFiles([engine]));
  process.exit(shots.status ?? 1);
}
const storyFiles = args;
const { version } = ensureChromium();
// `--update=all`, not a bare `-u`: in Vitest 4 `-u` takes the next argument (a story file) as its value.
const run = spawnSync(
  path.join(root, 'node_modules', '.bin', 'vitest'),
  ['run', '--project', 'storybook', '--update=all', ...storyFiles],
  { stdio: 'inherit', cwd: root, env: { ...process.env, ...STORY_RUN_ENV } },
);

// Vitest leaves a baseline that still matches untouched, so every baseline of the run is passed
// through the recompressor (a no-op for files already at their smallest).
const folders = storyFiles.map((file) =>
  path.join(path.dirname(path.resolve(root, file)), '__screenshots__', path.basename(file)),
);
const written = baselineFiles(['chromium']).filter(
  (file) => folders.length === 0 || folders.some((folder) => file.startsWith(folder + path.sep)),
);
let saved = 0;
for (const file of written) saved += recompressPng(file);
console.log(`${written.length} baselines checked, recompressed where smaller (${(saved / 1e6).toFixed(1)} MB saved).`);
reportKept(written);
if (run.status !== 0) process.exit(run.status ?? 1);
writeFileSync(path.join(root, 'stories', 'CHROMIUM_VERSION'), `${version}\n`);
console.log(`Baselines written with ${version}. Review the changed PNGs and commit them with the UI change.`);

/**
 * `npm run test:update-visuals [-- <story files>]`: rewrites the baselines of every story (or of
 * the given story files), recompresses the written PNGs losslessly and records the Chromium that
 * made them in stories/CHROMIUM_VERSION (docs/testing.md).
 */
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { ensureChromium } from './ensureChromium.mjs';
import { STORY_RUN_ENV } from './storyRunEnv.mjs';
import { baselineFiles, recompressPng, root } from './visualBaselines.mjs';

const storyFiles = process.argv.slice(2);
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
const written = baselineFiles().filter(
  (file) => folders.length === 0 || folders.some((folder) => file.startsWith(folder + path.sep)),
);
let saved = 0;
for (const file of written) saved += recompressPng(file);
console.log(`${written.length} baselines checked, recompressed where smaller (${(saved / 1e6).toFixed(1)} MB saved).`);
if (run.status !== 0) process.exit(run.status ?? 1);
writeFileSync(path.join(root, 'stories', 'CHROMIUM_VERSION'), `${version}\n`);
console.log(`Baselines written with ${version}. Review the changed PNGs and commit them with the UI change.`);

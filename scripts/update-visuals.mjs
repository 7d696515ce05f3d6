/** `npm run test:update-visuals`: rewrites every story's baseline and records the Chromium that made them. */
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { ensureChromium } from './ensureChromium.mjs';

const { version } = ensureChromium();
const run = spawnSync('npx', ['vitest', 'run', '--project', 'storybook', '--update'], { stdio: 'inherit' });
if (run.status !== 0) process.exit(run.status ?? 1);
writeFileSync(new URL('../stories/CHROMIUM_VERSION', import.meta.url), `${version}\n`);
console.log(`Baselines written with ${version}. Review the changed PNGs and commit them with the UI change.`);

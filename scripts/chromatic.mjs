/** `npm run chromatic`: uploads Storybook to Chromatic for hosted visual review, when a project token is set. */
import { spawnSync } from 'node:child_process';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log('Skipping Chromatic upload: CHROMATIC_PROJECT_TOKEN is not set. Set it to publish Storybook for review.');
  process.exit(0);
}

const result = spawnSync(
  'npx',
  ['chromatic', '--build-script-name', 'build-storybook', '--exit-zero-on-changes', '--only-changed'],
  { stdio: 'inherit' },
);
process.exit(result.status ?? 1);

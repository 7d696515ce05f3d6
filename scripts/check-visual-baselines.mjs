/**
 * A step of `npm test`, without a browser: every story that the storybook test project shoots has
 * a committed baseline, and every baseline belongs to such a story (docs/testing.md). Stories
 * come from Storybook's own index, built in-process, so titles, ids and tags (from the preview,
 * the meta and the story) are exactly those the test run uses.
 */
import { relative } from 'node:path';
import { existsSync } from 'node:fs';
import { buildIndex } from 'storybook/internal/core-server';
import { baselineFiles, baselinePath, root } from './visualBaselines.mjs';

const index = await buildIndex({ configDir: `${root}/.storybook` });
const stories = Object.values(index.entries).filter((entry) => entry.type === 'story');
// The Vitest plugin runs stories tagged `test` (Storybook's default); `no-visual` ones are not shot.
const shot = stories.filter((story) => story.tags?.includes('test') && !story.tags.includes('no-visual'));
const expected = new Map(shot.map((story) => [baselinePath(story.importPath, story.id), story.id]));

const missing = [...expected].filter(([file]) => !existsSync(file)).map(([, id]) => id);
const orphans = baselineFiles().filter((file) => !expected.has(file));

for (const id of missing)
  console.error(
    `story without a baseline: ${id} (run npm run test:update-visuals -- <its story file>, or tag it no-visual)`,
  );
for (const file of orphans) console.error(`baseline without a story: ${relative(root, file)} (delete it)`);
console.log(
  `${expected.size} stories shot, ${stories.length - expected.size} not shot (no-visual), ${missing.length} missing, ${orphans.length} orphan baselines`,
);
process.exit(missing.length + orphans.length === 0 ? 0 : 1);

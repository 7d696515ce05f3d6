/**
 * A step of `npm test`, without a browser: every story that the storybook test project shoots has
 * a committed Chromium baseline, every page and app story among them a Firefox and a WebKit one
 * too (scripts/engines/storyShots.mjs), and every baseline belongs to such a story
 * (docs/testing.md). Stories
 * come from Storybook's own index, built in-process, so titles, ids and tags (from the preview,
 * the meta and the story) are exactly those the test run uses.
 */
import { relative } from 'node:path';
import { existsSync } from 'node:fs';
import { buildIndex } from 'storybook/internal/core-server';
import { SHOT_ENGINES, baselineFiles, baselinePath, isShotStory, root, shotInEveryEngine } from './visualBaselines.mjs';

const index = await buildIndex({ configDir: `${root}/.storybook` });
const stories = Object.values(index.entries).filter((entry) => entry.type === 'story');
// The Vitest plugin runs stories tagged `test` (Storybook's default); `no-visual` ones are not shot.
const shot = stories.filter(isShotStory);
const enginesOf = (story) => (shotInEveryEngine(story) ? SHOT_ENGINES : ['chromium']);
const expected = new Map(
  shot.flatMap((story) =>
    enginesOf(story).map((engine) => [baselinePath(story.importPath, story.id, engine), { id: story.id, engine }]),
  ),
);

const missing = [...expected].filter(([file]) => !existsSync(file)).map(([, story]) => story);
const orphans = baselineFiles().filter((file) => !expected.has(file));

for (const { id, engine } of missing) {
  const update = engine === 'chromium' ? '<its story file>' : `--engine ${engine}`;
  console.error(
    `story without a ${engine} baseline: ${id} (run npm run test:update-visuals -- ${update}, or tag it no-visual)`,
  );
}
for (const file of orphans) console.error(`baseline without a story: ${relative(root, file)} (delete it)`);
const everyEngine = shot.filter(shotInEveryEngine).length;
console.log(
  `${shot.length} stories shot (${everyEngine} of them in Firefox and WebKit too), ` +
    `${stories.length - shot.length} not shot (no-visual), ${missing.length} baselines missing, ${orphans.length} orphan baselines`,
);
process.exit(missing.length + orphans.length === 0 ? 0 : 1);

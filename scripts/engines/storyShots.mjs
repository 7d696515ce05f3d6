/**
 * The page and app stories' screenshots in Firefox ESR and WebKitGTK, judged against each
 * engine's own baselines by the rule Chromium's are judged by (.storybook/storyShotComparison.ts;
 * docs/testing.md#screenshots-and-baselines). Each story is played in the static Storybook, in
 * the engine's session of the cross-engine step, at the viewport it declares, and shot as
 * .storybook/vitest.setup.ts shoots it in Chromium: held still, the frame grown to the whole
 * page, a page story's body or a component story's painted area (.storybook/storyShotArea.ts).
 * A changed story fails its check and leaves its new image and the diff for the visual review.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { PNG } from 'pngjs';
import { serveStaticSite } from '../staticSiteServer.mjs';
import { runnerImport } from 'vite';
import {
  baselinePath,
  comparisonImages,
  engineAttachmentsDir,
  isShotStory,
  recompressPng,
  root,
  shotInEveryEngine,
} from '../visualBaselines.mjs';
import { holdStill, readyToShoot, shotArea, storySizes, storyState } from './storyShotsInPage.mjs';
import { CheckFailure, until } from './waitFor.mjs';

const load = async (file) => (await runnerImport(path.join(root, file))).module;
const { changedPixels, enclosingPixels, withinAllowance } = await load('.storybook/storyShotComparison.ts');
const { storyShotArea } = await load('.storybook/storyShotArea.ts');
const { CANARY_STORY_ID } = await load('scripts/storyUiCanary.ts');

// As the Vitest run: Storybook's story frame, the tallest shot, the probe beside every story.
const DESKTOP = { width: 1200, height: 900 };
const MAX_SHOT_HEIGHT = 7800;
const PROBE_TEST_ID = 'story-location';
const STORY_TIMEOUT_MS = 30_000;
/** The preview's first load registers MSW's worker and the second is controlled by it: a few more spare. */
const PREVIEW_LOADS = 4;
/** Shots of a changed story taken until two in a row are equal, as toMatchScreenshot waits. */
const STILL_TRIES = 10;
/** Storybook's preview and channel on the preview's window, and the hook of screenshotBeforeLeaving. */
const GLOBALS = {
  preview: '__STORYBOOK_PREVIEW__',
  channel: '__STORYBOOK_ADDONS_CHANNEL__',
  shootNow: '__cryptovaultScreenshotStoryNow',
};

/** Serves the static Storybook at `dir` on a free port, `holdStill` first in its preview page. */
export function startStorybookServer(dir) {
  const preface = `<head><script>(${holdStill})(${JSON.stringify(GLOBALS)});</script>`;
  return serveStaticSite(dir, {
    rewrite: (file, body) =>
      path.basename(file) === 'iframe.html' ? body.toString().replace('<head>', preface) : body,
  });
}

/** The stories Firefox and WebKit shoot, from the static Storybook's index, in sidebar order. */
export function storiesShotInEveryEngine(dir) {
  const index = JSON.parse(readFileSync(path.join(dir, 'index.json'), 'utf8'));
  return Object.values(index.entries).filter((entry) => isShotStory(entry) && shotInEveryEngine(entry));
}

const readPng = (file) => {
  try {
    return PNG.sync.read(readFileSync(file));
  } catch {
    return null;
  }
};

const checkName = (story) => `visual: ${story.id}`;

/**
 * Plays every page and app story in `session`'s engine and judges its shot, one check per story
 * (`visual: <story id>`). With `update` the shots become the baselines instead.
 */
export async function storyShotChecks({ report, session, origin, stories, update = false }) {
  const { engine } = session;
  const wanted = stories.filter((story) => report.selects(checkName(story)));
  if (wanted.length === 0) return;
  rmSync(engineAttachmentsDir(engine), { recursive: true, force: true });
  let sizes = {};
  const opened = await report.check(session, DESKTOP, 'visual: the static Storybook opens', async () => {
    await session.setSize(DESKTOP);
    // Axe is the Vitest run's (docs/testing.md#accessibility): manual here, as in the UI runner.
    const canary = `${origin}/iframe.html?id=${CANARY_STORY_ID}&viewMode=story&globals=a11y.manual:!true`;
    // MSW's worker, registered by the first story's loader, controls only pages loaded after it,
    // and MSW reloads a page it does not control, which would lose this runner's listeners. A page
    // the worker controlled from its start (holdStill notes it) is never reloaded by MSW, so the
    // preview is loaded until one is. Its first story is let finish before another is chosen:
    // Storybook's preview reloads itself when the story it leaves is still loading, rendering or
    // playing (storybook/preview's StoryRender.teardown), in every engine; WebKit, the slowest,
    // was still playing a second after the load (f106's red run; nine times in nine).
    const controlledPreview = async () => {
      await session.goto(canary);
      const preview = await until(
        session,
        "Storybook's preview open, its first story finished",
        (globals, id) =>
          window[globals.preview]?.storyStoreValue &&
          window[globals.channel] &&
          window.storyShots.events.some((event) => event.name === 'storyFinished' && event.storyId === id)
            ? { controlled: window.storyShots.controlledFromStart }
            : null,
        [GLOBALS, CANARY_STORY_ID],
        { timeout: 60_000 },
      );
      return preview.controlled;
    };
    for (let loads = 1; !(await controlledPreview()); loads += 1) {
      if (loads === PREVIEW_LOADS) {
        throw new CheckFailure("a preview that MSW's worker controls from its start", `none in ${loads} loads`);
      }
      await session.evaluate(async () => {
        await navigator.serviceWorker.ready;
      });
    }
    sizes = await session.evaluate(
      storySizes,
      wanted.map((story) => story.id),
      GLOBALS,
    );
  });
  if (!opened) return;

  for (const story of wanted) {
    const size = sizes[story.id] ?? DESKTOP;
    await report.check(session, size, checkName(story), async () => {
      const isPage = await isPageStory(session, story.id);
      await session.setSize(size);
      await session.evaluate(
        (id, globals) => {
          const shots = window.storyShots;
          shots.events = [];
          shots.release = null;
          window[globals.channel].emit('setCurrentStory', { storyId: id, viewMode: 'story' });
        },
        story.id,
        GLOBALS,
      );
      let steady = null;
      const deadline = Date.now() + STORY_TIMEOUT_MS;
      for (;;) {
        const state = await session.evaluate(storyState, story.id);
        if (state.problems.length > 0) {
          throw new CheckFailure(`the story plays in ${engine}`, JSON.stringify(state.problems));
        }
        if (state.wanted) {
          // The play waits (screenshotBeforeLeaving) until this shot is taken, and taken again if need be.
          steady ??= await steadyShot({ story, engine, shot: await shoot(session, size, isPage), update });
          await session.evaluate(() => {
            window.storyShots.release?.();
            window.storyShots.release = null;
          });
        }
        if (state.ended) {
          if (state.ended.status && state.ended.status !== 'success')
            throw new CheckFailure(`the story plays in ${engine}`, JSON.stringify(state.ended));
          break;
        }
        if (Date.now() > deadline)
          throw new CheckFailure(`the story ends within ${STORY_TIMEOUT_MS} ms`, JSON.stringify(state));
        await delay(50);
      }
      steady ??= await steadyShot({ story, engine, shot: await shoot(session, size, isPage), update });
      judgeShot({ engine, update, ...steady });
    });
  }
}

/** Whether the story fills the canvas (`parameters.page`), as vitest.setup.ts asks. */
const isPageStory = (session, id) =>
  session.evaluate(
    async (storyId, globals) =>
      Boolean((await window[globals.preview].storyStoreValue.loadStory({ storyId })).parameters?.page),
    id,
    GLOBALS,
  );

/** How many times a page that grew after it was measured is measured again before it fails. */
const GROWTHS_FOLLOWED = 3;

/**
 * Shoots the story now: its image, and how to shoot it again. The window grows to the page's
 * height first, as the Vitest run grows the story frame; a page that grows further before its area
 * holds still (f45: WebKit's payment page on a phone, a late layout) has the window grow again. A
 * shot taken again starts over from the story's own viewport: WebKit now and then measures a page
 * still at the height of the window the story before it was shot in.
 */
async function shoot(session, size, isPage) {
  const once = async (again) => {
    if (again) await session.setSize(size);
    let windowHeight = size.height;
    let reached = 0;
    for (let growths = 0; ; growths += 1) {
      const height = Math.min(
        Math.max(await session.evaluate(readyToShoot, MAX_SHOT_HEIGHT), reached),
        MAX_SHOT_HEIGHT,
      );
      if (height > windowHeight) {
        await session.setSize({ width: size.width, height });
        windowHeight = height;
      }
      const area = await session.evaluate(shotArea, storyShotArea.toString(), isPage, {
        margin: 16,
        maxHeight: MAX_SHOT_HEIGHT,
        probeTestId: PROBE_TEST_ID,
      });
      const pixels = enclosingPixels({ x: area.left, y: area.top, width: area.width, height: area.height });
      reached = pixels.y + pixels.height;
      if (reached <= windowHeight) return session.screenshot(pixels);
      if (growths === GROWTHS_FOLLOWED || windowHeight >= MAX_SHOT_HEIGHT) {
        throw new Error(
          `the story's area reaches ${reached} px, below the ${windowHeight} px window it was measured in`,
        );
      }
    }
  };
  return { image: await once(false), retake: () => once(true) };
}

/**
 * The shot's image, with the engine's baseline: a shot that differs from the baseline is taken
 * again until two in a row are equal, since the page may still move. Called while the story still
 * shows what is to be shot: a story shot before it leaves (screenshotBeforeLeaving) moves on once
 * released, and a shot taken again after that showed the page it went to (f51).
 */
async function steadyShot({ story, engine, shot, update }) {
  const baseline = baselinePath(story.importPath, story.id, engine);
  const expected = readPng(baseline);
  let { image } = shot;
  if (!update && expected && changedPixels(expected, image) !== 0) {
    for (let tries = 0; tries < STILL_TRIES; tries += 1) {
      const again = await shot.retake();
      const same = again.data.equals(image.data);
      image = again;
      if (same) break;
    }
  }
  return { baseline, expected, image };
}

/** Judges a story's steady shot against the engine's baseline (or writes it, with `update`). */
function judgeShot({ engine, baseline, expected, image, update }) {
  if (update) {
    mkdirSync(path.dirname(baseline), { recursive: true });
    writeFileSync(baseline, PNG.sync.write(image));
    recompressPng(baseline);
    return;
  }
  const changed = expected ? changedPixels(expected, image) : null;
  if (changed !== null && withinAllowance(changed, image.width, image.height)) return;
  const { actual, diff: diffFile } = comparisonImages(baseline);
  mkdirSync(path.dirname(actual), { recursive: true });
  writeFileSync(actual, PNG.sync.write(image));
  if (changed !== null) {
    // The diff is painted only for a shot that failed: a page-tall image for every shot is waste.
    const output = new PNG({ width: image.width, height: image.height });
    changedPixels(expected, image, output);
    writeFileSync(diffFile, PNG.sync.write(output));
  }
  const size = `${image.width}x${image.height}`;
  throw new CheckFailure(
    `the shot matches ${path.relative(root, baseline)}`,
    !expected
      ? `no baseline (npm run test:update-visuals -- --engine ${engine}); new image ${path.relative(root, actual)}`
      : changed === null
        ? `${size}, the baseline ${expected.width}x${expected.height}; new image ${path.relative(root, actual)}`
        : `${changed} pixels changed of ${size}; new image and diff beside ${path.relative(root, actual)}`,
  );
}

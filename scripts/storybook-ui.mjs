/**
 * `npm run test:storybook-ui`: plays the stories that only the real preview can show wrong
 * (scripts/storyUiSelection.ts: page, app and flow stories, and those whose play waits for
 * motion) the way Storybook's UI does, in one preview page, one story after another in sidebar
 * order (the manager swaps stories in the same iframe with SET_CURRENT_STORY, it never reloads),
 * then the docs pages whose stories play there, and listens to Storybook's own events. A story
 * fails on a play error, an uncaught error, a failed reporter or a render that never finishes.
 * Every other story is played by the Vitest run, which also plays them one after another in a
 * shared preview (docs/testing.md#storybook-ui).
 *
 * Options (environment): STORYBOOK_STATIC (default storybook-static, built when missing or with
 * STORYBOOK_UI_BUILD=1), STORYBOOK_UI_PORT (6106), STORYBOOK_UI_FILTER (substrings of story ids,
 * comma-separated), STORYBOOK_UI_ALL=1 (every story, as a designer clicking through the sidebar).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright';
import { runnerImport } from 'vite';
import { BROWSER_LOCALE, BROWSER_TIME_ZONE } from './browserLocale.mjs';
import { serveStaticSite } from './staticSiteServer.mjs';

const { ENDING_EVENTS, STORY_EVENTS, storyUiSummary, storyUiVerdict } = (
  await runnerImport('./scripts/storyUiVerdict.ts')
).module;
const { CANARY_FLAG, CANARY_STORY_ID } = (await runnerImport('./scripts/storyUiCanary.ts')).module;
const { playedInStoryUi } = (await runnerImport('./scripts/storyUiSelection.ts')).module;
const { holdBackgroundStill } = (await runnerImport('./scripts/backgroundStill.ts')).module;

const root = path.resolve(process.env.STORYBOOK_STATIC ?? 'storybook-static');
const filters = (process.env.STORYBOOK_UI_FILTER ?? '').split(',');
const STORY_TIMEOUT_MS = 30_000;
// The frame the manager gives a story on a laptop screen; a story's `viewport` global resizes it.
const DESKTOP = { width: 1200, height: 900 };

if (process.env.STORYBOOK_UI_BUILD === '1' || !existsSync(path.join(root, 'index.json'))) {
  // runnerImport above set NODE_ENV to development, and a Storybook built under it bundles React's
  // development build (a react-dom chunk of 390 kB instead of 208): build as npm test does.
  const build = spawnSync(path.join('node_modules', '.bin', 'storybook'), ['build', '-o', root, '--quiet'], {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const index = JSON.parse(readFileSync(path.join(root, 'index.json'), 'utf8'));
// The index is written in sidebar order (storySort); docs entries have no play to run.
const indexed = Object.values(index.entries).filter(
  (entry) =>
    entry.type === 'story' && entry.id !== CANARY_STORY_ID && filters.some((filter) => entry.id.includes(filter)),
);
const sources = new Map();
const sourceOf = (importPath) => {
  if (!sources.has(importPath)) sources.set(importPath, readFileSync(importPath, 'utf8'));
  return sources.get(importPath);
};
const stories =
  process.env.STORYBOOK_UI_ALL === '1'
    ? indexed
    : indexed.filter((entry) => playedInStoryUi(entry, sourceOf(entry.importPath)));
const port = Number(process.env.STORYBOOK_UI_PORT ?? 6106);

const server = await serveStaticSite(root, { port });

const { chromiumArgs, headlessShellExecutable } = (await runnerImport('./scripts/chromium.ts')).module;
const browser = await chromium.launch({ executablePath: headlessShellExecutable, args: chromiumArgs });
const context = await browser.newContext({ viewport: DESKTOP, locale: BROWSER_LOCALE, timezoneId: BROWSER_TIME_ZONE });
await context.addInitScript(holdBackgroundStill);
const page = await context.newPage();
let pageErrors = [];
page.on('pageerror', (error) =>
  pageErrors.push(process.env.STORYBOOK_UI_DEBUG ? (error.stack ?? error.message) : `${error.name}: ${error.message}`),
);

const first = stories[0]?.id ?? CANARY_STORY_ID;
// Axe is left to the Vitest run, which checks every story from a reset page
// (docs/testing.md#accessibility): here it would repeat that check at a quarter of the preview's
// work per story. Manual mode is the a11y panel's own switch; a designer's Storybook still runs it.
// The preview opens on no story: an initial one would still be playing when the runner asks for
// it again, and its ending would be taken for the new play's (the canary's, once, under load).
await page.goto(`http://127.0.0.1:${port}/iframe.html`);
// Storybook's preview and its channel, under the globals the manager and addons use.
const PREVIEW_GLOBALS = { preview: '__STORYBOOK_PREVIEW__', channel: '__STORYBOOK_ADDONS_CHANNEL__' };
await page.waitForFunction((names) => window[names.preview]?.storyStoreValue && window[names.channel], PREVIEW_GLOBALS);
await page.evaluate(
  ({ names, eventNames }) => {
    const storyUi = { preview: window[names.preview], channel: window[names.channel], events: [] };
    window.storyUi = storyUi;
    for (const name of eventNames) storyUi.channel.on(name, (payload) => storyUi.events.push({ name, payload }));
    storyUi.channel.emit('updateGlobals', { globals: { a11y: { manual: true } } });
  },
  { names: PREVIEW_GLOBALS, eventNames: Object.values(STORY_EVENTS) },
);
await page.waitForFunction(() => window.storyUi.preview.storyStoreValue.userGlobals.get().a11y?.manual === true);

const viewports = await page.evaluate(
  () => window.storyUi.preview.storyStoreValue.projectAnnotations.parameters?.viewport?.options ?? {},
);

/** Shows one story as the sidebar does, waits for Storybook to say it is done, and judges it. */
async function playStory(storyId) {
  const viewportName = await page.evaluate(
    async (id) =>
      (await window.storyUi.preview.storyStoreValue.loadStory({ storyId: id })).storyGlobals?.viewport?.value,
    storyId,
  );
  const styles = viewportName ? viewports[viewportName]?.styles : undefined;
  await page.setViewportSize(
    styles ? { width: parseInt(styles.width, 10), height: parseInt(styles.height, 10) } : DESKTOP,
  );
  pageErrors = [];
  await page.evaluate((id) => {
    window.storyUi.events = [];
    window.storyUi.channel.emit('setCurrentStory', { storyId: id, viewMode: 'story' });
  }, storyId);
  const ended = await page
    .waitForFunction(
      ({ id, ending }) =>
        window.storyUi.events.some(
          ({ name, payload }) => ending.includes(name) && (payload?.storyId ?? payload) === id,
        ),
      { id: storyId, ending: [...ENDING_EVENTS] },
      { timeout: STORY_TIMEOUT_MS, polling: 50 },
    )
    .then(() => true)
    .catch(() => false);
  const events = await page.evaluate(() => JSON.parse(JSON.stringify(window.storyUi.events)));
  return storyUiVerdict({ storyId, events, pageErrors, timedOut: !ended });
}

// The runner proves itself first: a story whose play throws on demand must be reported failing.
await page.evaluate((flag) => (window[flag] = true), CANARY_FLAG);
const canary = await playStory(CANARY_STORY_ID);
await page.evaluate((flag) => delete window[flag], CANARY_FLAG);
if (canary.passed) {
  console.error(`The runner missed a deliberately broken play (${CANARY_STORY_ID}): its verdicts cannot be trusted.`);
  process.exitCode = 1;
}

// Each story is played once: a story that fails is a fault, in the story or in the app, whatever
// the machine's load.
const verdicts = [];
for (const [position, { id }] of stories.entries()) {
  const verdict = await playStory(id);
  if (!verdict.passed) {
    console.log(`✗ ${id} (after ${stories[position - 1]?.id ?? first})\n    ${verdict.problems.join('\n    ')}`);
    if (process.env.STORYBOOK_UI_DEBUG) console.log((await page.evaluate(() => document.body.innerText)).slice(0, 600));
  }
  verdicts.push(verdict);
}
/** Opens a docs page as the sidebar does, with the events and errors of the last page cleared. */
async function openDocsPage(docsId) {
  await page.setViewportSize(DESKTOP);
  pageErrors = [];
  await page.evaluate((id) => {
    window.storyUi.events = [];
    window.storyUi.channel.emit('setCurrentStory', { storyId: id, viewMode: 'docs' });
  }, docsId);
}

// Docs pages: a story marked to autoplay there (stories/support/playsInDocs.ts) plays beside the
// page's other stories; its play must pass there too, and leave the page readable: not scrolled
// away from its top and not covered by a modal.
const autoplayed = await page.evaluate(
  async (ids) => {
    const store = window.storyUi.preview.storyStoreValue;
    const marked = [];
    for (const id of ids)
      if ((await store.loadStory({ storyId: id })).parameters.docs?.story?.autoplay) marked.push(id);
    return marked;
  },
  indexed.map(({ id }) => id),
);
// A docs page shows the stories of its title that carry the `autodocs` tag.
const shownOn = (docs) =>
  indexed.filter((story) => story.title === docs.title && story.tags?.includes('autodocs')).map(({ id }) => id);
const docsPages = Object.values(index.entries).filter(
  (entry) =>
    entry.type === 'docs' &&
    filters.some((filter) => entry.id.includes(filter)) &&
    shownOn(entry).some((id) => autoplayed.includes(id)),
);
for (const docs of docsPages) {
  const expected = shownOn(docs);
  await openDocsPage(docs.id);
  const ended = await page
    .waitForFunction(
      (ids) =>
        ids.every((id) =>
          window.storyUi.events.some(({ name, payload }) => name === 'storyFinished' && payload?.storyId === id),
        ),
      expected,
      { timeout: STORY_TIMEOUT_MS, polling: 50 },
    )
    .then(() => true)
    .catch(() => false);
  const { events, scrolled, modal } = await page.evaluate(() => ({
    events: JSON.parse(JSON.stringify(window.storyUi.events)),
    scrolled: Math.round(document.scrollingElement?.scrollTop ?? window.scrollY),
    modal: document.querySelector('[aria-modal="true"]')?.getAttribute('aria-label') ?? null,
  }));
  const verdict = storyUiVerdict({
    storyId: docs.id,
    judged: expected,
    events,
    pageErrors,
    timedOut: !ended,
  });
  const unfinished = expected.filter(
    (id) => !events.some(({ name, payload }) => name === 'storyFinished' && payload?.storyId === id),
  );
  if (unfinished.length > 0) verdict.problems.push(`never finished on the docs page: ${unfinished.join(', ')}`);
  if (scrolled > 0) verdict.problems.push(`its autoplayed stories scrolled the docs page down by ${scrolled} px`);
  if (modal !== null) verdict.problems.push(`a modal covers the docs page (${modal})`);
  verdict.passed = verdict.problems.length === 0;
  if (!verdict.passed) console.log(`✗ ${docs.id}\n    ${verdict.problems.join('\n    ')}`);
  verdicts.push(verdict);
}

// The MDX pages (the Introduction, the Foundations): no story plays there, and until 2026-12-01
// nothing opened them, so a page that threw (a broken import in its gallery) reached designers
// with the suite green. Each must render, say so, and show its own first heading.
const mdxPages = Object.values(index.entries).filter(
  (entry) =>
    entry.type === 'docs' && entry.importPath.endsWith('.mdx') && filters.some((filter) => entry.id.includes(filter)),
);
for (const docs of mdxPages) {
  const title = /^# (.+)$/m.exec(sourceOf(docs.importPath))?.[1]?.trim() ?? '(no "# " heading in the source)';
  await openDocsPage(docs.id);
  const ended = await page
    .waitForFunction(
      ({ id, ending, threw }) =>
        // An exception's report names no page: the events were cleared for this one.
        window.storyUi.events.some(
          ({ name, payload }) => name === threw || (ending.includes(name) && (payload?.storyId ?? payload) === id),
        ),
      { id: docs.id, ending: [STORY_EVENTS.docsRendered, STORY_EVENTS.missing], threw: STORY_EVENTS.threwException },
      { timeout: STORY_TIMEOUT_MS, polling: 50 },
    )
    .then(() => true)
    .catch(() => false);
  const { events, heading } = await page.evaluate(() => ({
    events: JSON.parse(JSON.stringify(window.storyUi.events)),
    heading: document.querySelector('#storybook-docs h1')?.textContent?.trim() ?? null,
  }));
  const verdict = storyUiVerdict({ storyId: docs.id, events, pageErrors, timedOut: !ended });
  if (!events.some(({ name }) => name === STORY_EVENTS.docsRendered)) verdict.problems.push('never rendered');
  if (heading !== title) verdict.problems.push(`its heading is ${JSON.stringify(heading)}, not "${title}"`);
  verdict.passed = verdict.problems.length === 0;
  if (!verdict.passed) console.log(`✗ ${docs.id}\n    ${verdict.problems.join('\n    ')}`);
  verdicts.push(verdict);
}

// The manager, where a designer starts: it must open on the Introduction, wear the app's theme
// (its brand title comes from storybookThemeVars through managerHead) and throw nothing.
const { storybookThemeVars } = (await runnerImport('./.storybook/storybookThemeVars.ts')).module;
const managerPage = await context.newPage();
const managerErrors = [];
managerPage.on('pageerror', (error) => managerErrors.push(`${error.name}: ${error.message}`));
await managerPage.goto(`http://127.0.0.1:${port}/`);
const managerProblems = await managerPage
  .frameLocator('#storybook-preview-iframe')
  .locator('#storybook-docs h1')
  .waitFor({ timeout: STORY_TIMEOUT_MS })
  .then(() => [])
  .catch(() => ['its first page never showed a heading']);
// The brand links to the Introduction too (storybookThemeVars' brandUrl): the same address.
const { brandTitle, brandUrl } = storybookThemeVars();
const introduction = new URL(brandUrl, managerPage.url()).search;
const { address, brand } = await managerPage.evaluate(() => ({
  address: window.location.search,
  brand: document.querySelector('.sidebar-header a[href*="path="]')?.textContent ?? null,
}));
if (address !== introduction) managerProblems.push(`it opened on ${address}, not the Introduction`);
if (brand !== brandTitle) managerProblems.push(`its brand is ${JSON.stringify(brand)}`);
for (const error of managerErrors) managerProblems.push(`uncaught error: ${error}`);
verdicts.push({ storyId: 'the manager', passed: managerProblems.length === 0, problems: managerProblems });
if (managerProblems.length > 0) console.log(`✗ the manager (index.html)\n    ${managerProblems.join('\n    ')}`);

await browser.close();
await server.close();

console.log(
  `${storyUiSummary(verdicts)} (${stories.length} of ${indexed.length} stories, then the docs pages, the ${mdxPages.length} MDX pages and the manager)`,
);
if (verdicts.some((verdict) => !verdict.passed)) process.exitCode = 1;

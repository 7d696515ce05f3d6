/**
 * What the story shots (storyShots.mjs) run inside Storybook's preview page, in Firefox and
 * WebKit: each function is self-contained (the session sends its source), as inPage.mjs's are.
 */

/**
 * Put first in the preview's page: what the Vitest run's browser context and setup give Chromium
 * (vite.config.ts, .storybook/vitest.setup.ts). No animation, transition or caret; reduced motion
 * for the app's own checks of it (the carousel's autoplay, the typed slogans), through
 * matchMedia, which is what they read; and the hook a play calls to be shot before it leaves the
 * story (stories/support/screenshotBeforeLeaving.ts), answered by the runner.
 */
export function holdStill(globals) {
  const style = document.createElement('style');
  style.textContent = `*, *::before, *::after {
    animation: none !important; transition: none !important;
    caret-color: transparent !important; scroll-behavior: auto !important; }`;
  document.head.append(style);
  const matchMedia = window.matchMedia.bind(window);
  window.matchMedia = (query) =>
    /prefers-reduced-motion/.test(query)
      ? matchMedia(/no-preference/.test(query) ? 'not all' : 'all')
      : matchMedia(query);
  // Whether MSW's worker controls this page from its start: MSW reloads one it does not.
  const shots = { events: [], release: null, controlledFromStart: Boolean(navigator.serviceWorker?.controller) };
  window.storyShots = shots;
  window[globals.shootNow] = () => new Promise((resolve) => (shots.release = resolve));
  // The preview's events, heard from its start: a page that reloads (MSW reloads a page its
  // worker does not control yet) plays the story in its address again, and is heard again.
  const names = ['storyFinished', 'storyMissing', 'storyErrored', 'storyThrewException', 'playFunctionThrewException'];
  const listen = () => {
    const channel = window[globals.channel];
    if (!channel) return setTimeout(listen, 10);
    for (const name of names) {
      channel.on(name, (payload) =>
        shots.events.push({
          name,
          storyId: payload?.storyId ?? (typeof payload === 'string' ? payload : undefined),
          status: payload?.status,
          message: payload?.message ?? payload?.description,
        }),
      );
    }
  };
  listen();
}

/** In the page: each story's viewport (its `viewport` global), as the Storybook UI sizes it. */
export async function storySizes(ids, globals) {
  const preview = window[globals.preview];
  const options = preview.storyStoreValue.projectAnnotations.parameters?.viewport?.options ?? {};
  const sizes = {};
  for (const id of ids) {
    const name = (await preview.storyStoreValue.loadStory({ storyId: id })).storyGlobals?.viewport?.value;
    const styles = name ? options[name]?.styles : undefined;
    if (styles) sizes[id] = { width: parseInt(styles.width, 10), height: parseInt(styles.height, 10) };
  }
  return sizes;
}

/** In the page: where the story is, and whether its play asks to be shot now. */
export function storyState(id) {
  const shots = window.storyShots;
  const ended = shots.events.find(
    (event) => (event.name === 'storyFinished' || event.name === 'storyMissing') && event.storyId === id,
  );
  const problems = shots.events.filter((event) => event.name !== 'storyFinished' && event.name !== 'storyMissing');
  return { ended: ended ?? null, problems, wanted: shots.release !== null };
}

// The two below run in the page, so every function they call lives inside them.
/* eslint-disable unicorn/consistent-function-scoping */
/** In the page: fonts and images in, finite animations ended; the height the shot needs. */
export async function readyToShoot(maxHeight) {
  const frame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
  await frame();
  await document.fonts.ready;
  await Promise.all(Array.from(document.images, (image) => image.decode().catch(() => undefined)));
  const finite = document
    .getAnimations()
    .filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Infinity));
  await Promise.race([
    Promise.all(finite.map((animation) => animation.finished.catch(() => undefined))),
    new Promise((resolve) => setTimeout(resolve, 2000)),
  ]);
  return Math.min(document.documentElement.scrollHeight, maxHeight);
}

/** In the page: the area to shoot once it holds still for a frame (vitest.setup.ts's rule). */
export async function shotArea(areaSource, isPage, options) {
  const measure = isPage
    ? () => {
        const { left, top, width, height } = document.body.getBoundingClientRect();
        return { left, top, width, height };
      }
    : () => new Function(`return ${areaSource}`)()(document, options);
  const frame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
  // As in Chromium's frame, as tall as the page: nothing scrolled.
  window.scrollTo(0, 0);
  let area = measure();
  for (let tries = 0; tries < 20; tries += 1) {
    await frame();
    const next = measure();
    if (JSON.stringify(next) === JSON.stringify(area)) return next;
    area = next;
  }
  return area;
}
/* eslint-enable unicorn/consistent-function-scoping */

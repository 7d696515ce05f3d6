// @vitest-environment node
// @ts-expect-error jsdom ships no types (and @types/jsdom is not a dependency)
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { pngSize, reviewPage, type ReviewEntry } from './visualReviewPage.mjs';

const entry = (shot: string, width = 1200, height = 640): ReviewEntry => ({
  shot,
  baseline: `stories/ui/__screenshots__/X.stories.tsx/${shot}-chromium-linux.png`,
  acceptCommand: `npm run visual:accept -- ${shot}`,
  hasDiff: true,
  baselineSize: { width, height },
  newSize: { width, height },
});
const entries = [entry('ui-badge-new'), entry('ui-logo-default', 1200, 2400), entry('ui-quantitystepper-at-minimum')];

/** The page as a browser runs it, with its inline script. */
function open(page: string, url = 'http://localhost/.visual-review/index.html') {
  const dom = new JSDOM(page, {
    url,
    runScripts: 'dangerously',
    beforeParse(window: typeof globalThis) {
      // jsdom lays nothing out, so it has no scrolling to do.
      window.HTMLElement.prototype.scrollIntoView = () => undefined;
    },
  });
  const { document } = dom.window;
  const press = (key: string) =>
    document.dispatchEvent(new dom.window.KeyboardEvent('keydown', { key, bubbles: true }));
  const current = () => document.getElementById('current')?.textContent;
  const shown = () => [...document.querySelectorAll('#stage img')].map((img) => img.getAttribute('src'));
  return { document, press, current, shown };
}

describe('pngSize', () => {
  it('reads the size from the header', () => {
    // Signature, then the IHDR chunk: length, type, width, height (big-endian), and the rest.
    const bytes = new Uint8Array([
      0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0x04, 0xb0, 0, 0, 0,
      37, 8, 6, 0, 0, 0,
    ]);
    expect(pngSize(bytes)).toEqual({ width: 1200, height: 37 });
  });

  it('refuses a file that is not a PNG', () => {
    expect(() => pngSize(new TextEncoder().encode('<!doctype html><html></html>'))).toThrow('not a PNG');
  });
});

describe('reviewPage', () => {
  it('lists exactly the changes it is given, in order', () => {
    const { document } = open(reviewPage(entries));
    expect([...document.querySelectorAll('nav a')].map((link) => link.textContent)).toEqual(entries.map((e) => e.shot));
    expect(document.title).toBe('Visual review: 3 story screenshots changed');
  });

  it('shows baseline, new and diff at their natural size', () => {
    const { document, shown } = open(reviewPage(entries));
    expect(shown()).toEqual(['ui-badge-new/baseline.png', 'ui-badge-new/new.png', 'ui-badge-new/diff.png']);
    for (const img of document.querySelectorAll('#stage img')) {
      expect(img.getAttribute('width')).toBe('1200');
      expect(img.getAttribute('height')).toBe('640');
    }
    expect(reviewPage(entries)).not.toMatch(/max-width:\s*100%/);
  });

  it('loads nothing from outside its own folder', () => {
    const page = reviewPage(entries);
    const { document } = open(page);
    const references = [...document.querySelectorAll('[src], [href]')].map(
      (element) => element.getAttribute('src') ?? element.getAttribute('href') ?? '',
    );
    expect(references.length).toBeGreaterThan(0);
    for (const reference of references) expect(reference).not.toMatch(/^([a-z]+:|\/)/i);
    expect(page).not.toMatch(/<link|@import|url\(/i);
  });

  it('steps through the changes with j and k or the arrows, wrapping at the ends', () => {
    const { press, current } = open(reviewPage(entries));
    expect(current()).toBe('ui-badge-new');
    press('j');
    expect(current()).toBe('ui-logo-default');
    press('k');
    press('k');
    expect(current()).toBe('ui-quantitystepper-at-minimum');
    press('ArrowRight');
    expect(current()).toBe('ui-badge-new');
    press('ArrowLeft');
    expect(current()).toBe('ui-quantitystepper-at-minimum');
  });

  it('opens on the change named in the address and keeps its place there', () => {
    const { press, current, document } = open(reviewPage(entries), 'http://localhost/index.html#ui-logo-default');
    expect(current()).toBe('ui-logo-default');
    press('j');
    expect(document.location.hash).toBe('#ui-quantitystepper-at-minimum');
  });

  it('flips between new and baseline in one place', () => {
    const { press, shown } = open(reviewPage(entries));
    press('f');
    expect(shown()).toEqual(['ui-badge-new/new.png']);
    press('f');
    expect(shown()).toEqual(['ui-badge-new/baseline.png']);
    press(' ');
    expect(shown()).toEqual(['ui-badge-new/new.png']);
  });

  it('lays new over baseline as an onion skin whose fade the brackets change', () => {
    const { document, press, shown } = open(reviewPage(entries));
    press('o');
    expect(shown()).toEqual(['ui-badge-new/baseline.png', 'ui-badge-new/new.png']);
    const top = () => (document.querySelectorAll('#stage img')[1] as HTMLElement).style.opacity;
    expect(top()).toBe('0.5');
    press(']');
    expect(top()).toBe('0.6');
  });

  it('zooms in and back to 1:1', () => {
    const { document, press } = open(reviewPage(entries));
    const zoom = () => (document.getElementById('stage') as HTMLElement).style.getPropertyValue('--zoom');
    expect(zoom()).toBe('1');
    press('+');
    press('+');
    expect(zoom()).toBe('2');
    press('0');
    expect(zoom()).toBe('1');
  });

  it('says so when nothing is left to review', () => {
    const { current } = open(reviewPage([]));
    expect(current()).toBe('Nothing left to review.');
  });
});

describe('engines', () => {
  const size = { width: 1200, height: 640 };
  const view = (dir: string, changed: boolean) => ({
    baseline: `${dir}/baseline.png`,
    new: `${dir}/new.png`,
    diff: changed ? `${dir}/diff.png` : null,
    baselineSize: size,
    newSize: size,
    changed,
    path: `stories/${dir}.png`,
    acceptCommand: changed ? `npm run visual:accept -- ${dir}` : null,
  });
  const inFirefox: ReviewEntry = {
    ...entry('pages-home-desktop-firefox'),
    engine: 'firefox',
    views: {
      chromium: { ...view('../stories/x', false), new: '../stories/x/baseline.png' },
      firefox: view('pages-home-desktop-firefox', true),
      webkit: view('pages-home-desktop-webkit', true),
    },
  };

  it("flips between the engines' shots of the same story with e, starting at the change's own", () => {
    const { press, shown, document } = open(reviewPage([inFirefox]));
    press('f');
    expect(shown()).toEqual(['pages-home-desktop-firefox/new.png']);
    const meta = () => document.getElementById('meta')?.textContent;
    expect(meta()).toContain('npm run visual:accept -- pages-home-desktop-firefox');
    press('e');
    expect(shown()).toEqual(['pages-home-desktop-webkit/new.png']);
    // The line follows the engine shown: its baseline and its own accept command.
    expect(meta()).toContain('stories/pages-home-desktop-webkit.png');
    expect(meta()).toContain('npm run visual:accept -- pages-home-desktop-webkit');
    press('f');
    expect(shown()).toEqual(['pages-home-desktop-webkit/baseline.png']);
    press('e');
    expect(shown()).toEqual(['../stories/x/baseline.png']);
    expect(document.getElementById('engine-chromium')?.getAttribute('aria-pressed')).toBe('true');
    expect(meta()).toContain('chromium (unchanged: its baseline)');
    expect(meta()).toContain('nothing to accept');
  });
});

import { expect, test, type Page } from './journeyTest';
import { appSettled, gotoStarted } from './appStarted';
import { servePageInTwoParts } from './pageInTwoParts';

interface Shift {
  /** Milliseconds since the page's navigation began. */
  at: number;
  value: number;
  /** Each node that moved, with where it was and where it went (x,y width×height). */
  nodes: string[];
}

/** Records every layout shift from the first paint on, naming the nodes that moved and how. */
async function recordShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: { at: number; value: number; nodes: string[] }[] = [];
    // oxlint-disable-next-line unicorn/consistent-function-scoping -- sent to the page alone, so kept inside
    const box = (rect: DOMRectReadOnly) =>
      `${Math.round(rect.x)},${Math.round(rect.y)} ${Math.round(rect.width)}×${Math.round(rect.height)}`;
    (window as unknown as { layoutShifts: typeof shifts }).layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources: { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        shifts.push({
          at: Math.round(entry.startTime),
          value: entry.value,
          nodes: entry.sources.map((source) => {
            const node = source.node;
            const name =
              node instanceof Element
                ? `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''} ${node.textContent?.slice(0, 40) ?? ''}`
                : (node?.nodeName ?? '?');
            return `${name}: ${box(source.previousRect)} → ${box(source.currentRect)}`;
          }),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

interface StartUp {
  shifts: Shift[];
  /** When each stage of start-up came (src/lib/startup/startupMarks.ts), to place the shifts. */
  stages: Record<string, number>;
}

async function shiftsAfterStartUp(page: Page, path: string): Promise<StartUp> {
  await recordShifts(page);
  await gotoStarted(page, path);
  // Late things (the lower home sections' chunk, the day's picks, stored cart) have come in then.
  await appSettled(page);
  return page.evaluate(() => ({
    shifts: (window as unknown as { layoutShifts: Shift[] }).layoutShifts,
    stages: Object.fromEntries(
      performance
        .getEntriesByType('mark')
        .filter((mark) => mark.name.startsWith('startup:'))
        .map((mark) => [mark.name, Math.round(mark.startTime)]),
    ),
  }));
}

// Cumulative layout shift, as Lighthouse counts it; under 0.01 the page does not visibly move.
// A copied catalogue link too: its view replaces the pre-rendered default without moving the page.
for (const path of ['/', '/products', '/products/p01', '/bundles', '/products?category=founders']) {
  for (const viewport of [
    { width: 1350, height: 940 },
    { width: 412, height: 823 },
  ]) {
    test(`${path} at ${viewport.width}px does not shift while it starts`, async ({ page }) => {
      await page.setViewportSize(viewport);
      const startUp = await shiftsAfterStartUp(page, path);
      const total = startUp.shifts.reduce((sum, shift) => sum + shift.value, 0);
      expect(total, JSON.stringify(startUp, null, 1)).toBeLessThan(0.01);
    });
  }
}

// A slow connection or a busy phone can draw a page before all its HTML has come. The nav bar's
// links come before the cart button that ends the bar: they must not jump across it when it comes.
test('/ drawn before its cart button has come keeps its links near their place', async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 1350, height: 940 });
  const served = await servePageInTwoParts(baseURL ?? '', '/', '</nav>');
  try {
    await page.goto(served.url, { waitUntil: 'commit' });
    const links = page.getByRole('navigation', { name: 'Main' });
    const cart = page.getByRole('link', { name: /Secure Checkout/ });
    await expect(links).toBeAttached();
    await expect(cart).toHaveCount(0);
    // Where the browser drew them: a layout read earlier, while the stylesheet was still coming
    // (slow under load), placed them in an unstyled page the browser never shows, 419 px away. It
    // paints only once its render-blocking stylesheets are in.
    await expect
      .poll(() => page.evaluate(() => performance.getEntriesByName('first-contentful-paint').length), {
        message: 'the page drawn from its first part',
      })
      .toBe(1);
    // In the fonts they end in: their swap moves text, which the start-up checks above count.
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    const drawnFirst = await links.boundingBox();
    served.sendRest();
    await expect(page.locator('html[data-app-started]')).toBeAttached();
    await appSettled(page);
    const stayed = await links.boundingBox();
    const cartBox = await cart.boundingBox();
    if (!drawnFirst || !stayed || !cartBox) throw new Error('the links or the cart button have no box');
    // A row spread from the cart drew them at its far end, 414 px from their place; centred in
    // the room the cart leaves, they are half its width off.
    expect(Math.abs(stayed.x - drawnFirst.x)).toBeLessThan(cartBox.width);
    expect(stayed.y).toBe(drawnFirst.y);
  } finally {
    await served.close();
  }
});

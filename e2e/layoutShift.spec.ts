import { expect, test, type Page } from './journeyTest';
import { appSettled, gotoStarted } from './appStarted';

interface Shift {
  value: number;
  nodes: string[];
}

/** Records every layout shift from the first paint on, naming the nodes that moved. */
async function recordShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: { value: number; nodes: string[] }[] = [];
    (window as unknown as { layoutShifts: typeof shifts }).layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources: { node?: Node | null }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        shifts.push({
          value: entry.value,
          nodes: entry.sources.map((source) => {
            const node = source.node;
            if (!(node instanceof Element)) return node?.nodeName ?? '?';
            return `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''} ${node.textContent?.slice(0, 40) ?? ''}`;
          }),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

async function shiftsAfterStartUp(page: Page, path: string): Promise<Shift[]> {
  await recordShifts(page);
  await gotoStarted(page, path);
  // Late things (the lower home sections' chunk, the day's picks, stored cart) have come in then.
  await appSettled(page);
  return page.evaluate(() => (window as unknown as { layoutShifts: Shift[] }).layoutShifts);
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
      const shifts = await shiftsAfterStartUp(page, path);
      const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
      expect(total, JSON.stringify(shifts, null, 1)).toBeLessThan(0.01);
    });
  }
}

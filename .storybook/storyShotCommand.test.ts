import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PNG } from 'pngjs';
import { afterAll, describe, expect, it } from 'vitest';
import type { BrowserCommandContext } from 'vitest/node';
import { baselinePath, root } from '../scripts/visualBaselines.mjs';
import { storyShotMatches } from './storyShotCommand';

// A made-up story file with one baseline: a flat grey region, 31 x 11 px.
const folder = mkdtempSync(path.join(tmpdir(), 'story-shot-'));
const storyFile = path.join(folder, 'Fake.stories.tsx');
const storyId = 'ui-fake--default';
const WIDTH = 31;
const HEIGHT = 11;

function flatImage(width = WIDTH, height = HEIGHT): PNG {
  const image = new PNG({ width, height });
  for (let at = 0; at < image.data.length; at += 4) image.data.set([90, 90, 90, 255], at);
  return image;
}

const baselineFile = baselinePath(path.relative(root, storyFile), storyId);
mkdirSync(path.dirname(baselineFile), { recursive: true });
writeFileSync(baselineFile, PNG.sync.write(flatImage()));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

interface Sent {
  method: string;
  params: Record<string, unknown>;
}

/** A test page whose DevTools session answers every shot with `shot` (or fails, given an Error). */
function pageShooting(shot: PNG | Error, { scale = 1 } = {}) {
  const sent: Sent[] = [];
  const session = {
    send: async (method: string, params: Record<string, unknown>) => {
      sent.push({ method, params });
      if (method !== 'Page.captureScreenshot') return {};
      if (shot instanceof Error) throw shot;
      return { data: PNG.sync.write(shot).toString('base64') };
    },
  };
  const page = {
    viewportSize: () => ({ width: 1440, height: 8000 }),
    evaluate: async () => ({ width: 1440, height: 8000, scale }),
    context: () => ({ newCDPSession: async () => session }),
  };
  return { context: { testPath: storyFile, page } as unknown as BrowserCommandContext, sent };
}

// Between pixels, as a story's box often is: the shot takes every pixel the box touches.
const clip = { x: 10.4, y: 20.6, width: 30, height: 10 };

describe('storyShotMatches', () => {
  it('matches a shot with the baseline pixels, restating the viewport first and shooting whole pixels', async () => {
    const { context, sent } = pageShooting(flatImage());
    expect(await storyShotMatches(context, storyId, clip)).toBe(true);
    expect(sent).toEqual([
      {
        method: 'Emulation.setDeviceMetricsOverride',
        params: expect.objectContaining({
          width: 1440,
          height: 8000,
          screenWidth: 1440,
          deviceScaleFactor: 1,
          mobile: false,
        }),
      },
      {
        method: 'Page.captureScreenshot',
        params: { format: 'png', optimizeForSpeed: true, clip: { x: 10, y: 20, width: 31, height: 11, scale: 1 } },
      },
    ]);
  });

  it('refuses a shot with one pixel changed', async () => {
    const changed = flatImage();
    changed.data.set([220, 40, 40, 255], (5 * WIDTH + 15) * 4);
    expect(await storyShotMatches(pageShooting(changed).context, storyId, clip)).toBe(false);
  });

  it('refuses a shot of another size', async () => {
    expect(await storyShotMatches(pageShooting(flatImage(WIDTH - 1)).context, storyId, clip)).toBe(false);
  });

  it('leaves a shot Chromium refuses to toMatchScreenshot', async () => {
    const { context } = pageShooting(new Error('Unable to capture screenshot'));
    expect(await storyShotMatches(context, storyId, clip)).toBe(false);
  });

  it('leaves a story without a baseline to toMatchScreenshot, unshot', async () => {
    const { context, sent } = pageShooting(flatImage());
    expect(await storyShotMatches(context, 'ui-fake--no-such-story', clip)).toBe(false);
    expect(sent).toEqual([]);
  });

  it('leaves a page at another scale than 1 to toMatchScreenshot, its metrics untouched', async () => {
    const { context, sent } = pageShooting(flatImage(), { scale: 2 });
    expect(await storyShotMatches(context, storyId, clip)).toBe(false);
    expect(sent).toEqual([]);
  });
});

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import type { BrowserCommandContext } from 'vitest/node';
import { baselinePath, root } from '../scripts/visualBaselines.mjs';
import { storyShotMatches } from './storyShotCommand';

// A committed baseline stands in for what Chromium would shoot.
const storyFile = path.join(root, 'stories/ui/QuantityStepper.stories.tsx');
const storyId = 'ui-quantitystepper--at-minimum';
const baseline = PNG.sync.read(readFileSync(baselinePath(path.relative(root, storyFile), storyId)));

/** A test page whose DevTools session answers every shot with the given image. */
function contextShooting(image: PNG, testPath = storyFile) {
  const sent: string[] = [];
  const session = {
    send: async (method: string) => {
      sent.push(method);
      return method === 'Page.captureScreenshot' ? { data: PNG.sync.write(image).toString('base64') } : {};
    },
  };
  const page = {
    viewportSize: () => ({ width: 1440, height: 8000 }),
    context: () => ({ newCDPSession: async () => session }),
  };
  return { context: { testPath, page } as unknown as BrowserCommandContext, sent };
}

const clip = { x: 0, y: 0, width: baseline.width, height: baseline.height };

/** The baseline with one pixel's colour changed by `by` on every channel. */
function withPixelChanged(x: number, y: number, by: number): PNG {
  const copy = new PNG({ width: baseline.width, height: baseline.height });
  baseline.data.copy(copy.data);
  const at = (y * baseline.width + x) * 4;
  for (const channel of [0, 1, 2]) copy.data[at + channel] = (copy.data[at + channel]! + by) % 256;
  return copy;
}

describe('storyShotMatches', () => {
  it('matches a shot with exactly the baseline pixels, taken after the viewport metrics are restated', async () => {
    const { context, sent } = contextShooting(baseline);
    expect(await storyShotMatches(context, storyId, clip)).toBe(true);
    expect(sent).toEqual(['Emulation.setDeviceMetricsOverride', 'Page.captureScreenshot']);
  });

  it('refuses a shot with one pixel plainly changed', async () => {
    const { context } = contextShooting(
      withPixelChanged(Math.floor(baseline.width / 2), Math.floor(baseline.height / 2), 128),
    );
    expect(await storyShotMatches(context, storyId, clip)).toBe(false);
  });

  it('refuses a shot of another size', async () => {
    const cropped = new PNG({ width: baseline.width - 1, height: baseline.height });
    PNG.bitblt(baseline, cropped, 0, 0, baseline.width - 1, baseline.height, 0, 0);
    const { context } = contextShooting(cropped);
    expect(await storyShotMatches(context, storyId, clip)).toBe(false);
  });

  it('leaves a shot Chromium refuses to toMatchScreenshot', async () => {
    const { context } = contextShooting(baseline);
    const refusing = {
      ...context,
      page: {
        ...context.page,
        context: () => ({
          newCDPSession: async () => ({
            send: async (method: string) => {
              if (method === 'Page.captureScreenshot') throw new Error('Unable to capture screenshot');
              return {};
            },
          }),
        }),
      },
    } as unknown as BrowserCommandContext;
    expect(await storyShotMatches(refusing, storyId, clip)).toBe(false);
  });

  it('leaves a story without a baseline to toMatchScreenshot', async () => {
    const { context, sent } = contextShooting(baseline);
    expect(await storyShotMatches(context, 'ui-quantitystepper--no-such-story', clip)).toBe(false);
    expect(sent).not.toContain('Page.captureScreenshot');
  });
});

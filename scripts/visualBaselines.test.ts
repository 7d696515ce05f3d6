import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PNG } from 'pngjs';
import { afterEach, describe, expect, it } from 'vitest';
import { keepCommittedIfSamePixels } from './visualBaselines.mjs';

/** A 4 x 3 opaque image, written with one of two encodings whose bytes differ. */
function image(encoding: 'rgb' | 'rgba', changedPixel = false): Buffer {
  const png = new PNG({ width: 4, height: 3 });
  for (let i = 0; i < png.data.length; i += 4) png.data.set([i % 256, 40, 200, 255], i);
  if (changedPixel) png.data[1] = 41;
  return PNG.sync.write(png, { colorType: encoding === 'rgb' ? 2 : 6, inputColorType: 6, deflateLevel: 9 });
}

describe('keepCommittedIfSamePixels', () => {
  let dir = '';
  const baseline = (bytes: Buffer) => {
    dir = mkdtempSync(path.join(tmpdir(), 'baseline-'));
    const file = path.join(dir, 'story-chromium-linux.png');
    writeFileSync(file, bytes);
    return file;
  };
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('puts the committed bytes back over a rewrite with the same pixels in another encoding', () => {
    const committed = image('rgb');
    const file = baseline(image('rgba'));
    expect(readFileSync(file).equals(committed)).toBe(false);
    expect(keepCommittedIfSamePixels(file, () => committed)).toBe(true);
    expect(readFileSync(file).equals(committed)).toBe(true);
  });

  it('leaves a rewrite whose pixels changed, one pixel among them', () => {
    const rewritten = image('rgba', true);
    const file = baseline(rewritten);
    expect(keepCommittedIfSamePixels(file, () => image('rgb'))).toBe(false);
    expect(readFileSync(file).equals(rewritten)).toBe(true);
  });

  it('leaves a new baseline, which has nothing committed', () => {
    const file = baseline(image('rgba'));
    expect(keepCommittedIfSamePixels(file, () => null)).toBe(false);
    expect(readFileSync(file).equals(image('rgba'))).toBe(true);
  });
});

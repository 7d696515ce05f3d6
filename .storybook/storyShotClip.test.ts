import { describe, expect, it } from 'vitest';
import { storyShotClip } from './storyShotClip';

interface FakeView {
  innerWidth: number;
  innerHeight: number;
  scrollX: number;
  scrollY: number;
  parent: FakeView;
  frameElement: unknown;
  getComputedStyle?: () => { paddingLeft: string; paddingTop: string };
}

/** A top page with the story frame at (left, top), drawn `scale` times its own size. */
function storyFrameAt(left: number, top: number, { scale = 1, topScroll = 0, padding = 0 } = {}) {
  const page = {
    innerWidth: 1440,
    innerHeight: 8000,
    scrollX: 0,
    scrollY: topScroll,
    frameElement: null,
    getComputedStyle: () => ({ paddingLeft: `${padding}px`, paddingTop: `${padding}px` }),
  } as FakeView;
  page.parent = page;
  const frameElement = {
    getBoundingClientRect: () => ({ left, top, width: 1200 * scale, height: 900 * scale }),
    offsetWidth: 1200,
    offsetHeight: 900,
    clientLeft: 0,
    clientTop: 0,
  };
  const frame = { innerWidth: 1200, innerHeight: 900, scrollX: 0, scrollY: 0, parent: page, frameElement } as FakeView;
  return frame as unknown as Window;
}

const area = { left: 10, top: 20, width: 300, height: 100 };

describe('storyShotClip', () => {
  it('places an area of the story frame on the top page', () => {
    expect(storyShotClip(area, storyFrameAt(5, 7))).toEqual({ x: 15, y: 27, width: 300, height: 100 });
  });

  it('counts the top page scroll, as Chromium clips in document coordinates', () => {
    expect(storyShotClip(area, storyFrameAt(0, 0, { topScroll: 50 }))).toEqual({
      x: 10,
      y: 70,
      width: 300,
      height: 100,
    });
  });

  it("counts the frame element's padding", () => {
    expect(storyShotClip(area, storyFrameAt(5, 7, { padding: 3 }))).toEqual({ x: 18, y: 30, width: 300, height: 100 });
  });

  it('gives up on a frame drawn at another size than its own', () => {
    expect(storyShotClip(area, storyFrameAt(0, 0, { scale: 0.5 }))).toBeUndefined();
  });

  it('gives up on an area cut off by the story frame', () => {
    expect(storyShotClip({ ...area, top: 850 }, storyFrameAt(0, 0))).toBeUndefined();
    expect(storyShotClip({ ...area, left: -1 }, storyFrameAt(0, 0))).toBeUndefined();
  });
});

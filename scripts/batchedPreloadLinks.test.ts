import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { linkAppender } from './batchedPreloadLinks';

function linkTo(name: string): HTMLLinkElement {
  const link = document.createElement('link');
  link.rel = 'modulepreload';
  link.href = `/assets/${name}.js`;
  return link;
}

const preloaded = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel=modulepreload]')].map((link) =>
    link.getAttribute('href'),
  );

describe('linkAppender', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    document.head.replaceChildren();
  });
  afterEach(() => vi.useRealTimers());

  it('adds the links a few per task, in the order asked, starting in the next task', () => {
    const append = linkAppender(2);
    for (const name of ['a', 'b', 'c', 'd', 'e']) append(linkTo(name));
    expect(preloaded()).toEqual([]);
    vi.advanceTimersToNextTimer();
    expect(preloaded()).toEqual(['/assets/a.js', '/assets/b.js']);
    vi.advanceTimersToNextTimer();
    expect(preloaded()).toEqual(['/assets/a.js', '/assets/b.js', '/assets/c.js', '/assets/d.js']);
    vi.advanceTimersToNextTimer();
    expect(preloaded()).toHaveLength(5);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('starts again for links asked for after the queue ran dry', () => {
    const append = linkAppender(2);
    append(linkTo('a'));
    vi.runAllTimers();
    append(linkTo('b'));
    append(linkTo('c'));
    expect(vi.getTimerCount()).toBe(1);
    vi.runAllTimers();
    expect(preloaded()).toEqual(['/assets/a.js', '/assets/b.js', '/assets/c.js']);
  });
});

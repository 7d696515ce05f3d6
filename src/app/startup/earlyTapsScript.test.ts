// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { copyMadeInEarlyTap, replayEarlyTaps } from '../../lib/startup/earlyTaps';

// public/early-taps.js, the page's first script, run in this document as the page runs it.
const script = readFileSync(path.resolve(import.meta.dirname, '../../../public/early-taps.js'), 'utf8');

function install() {
  delete window.cryptovaultEarlyTaps;
  // oxlint-disable-next-line no-new-func
  new Function(script)();
}

/** A pre-rendered page: its controls, and what the app (once started) does with their clicks. */
function page() {
  document.body.innerHTML = `
    <div id="root">
      <button id="more">+</button>
      <button id="add">Add to Cart</button>
      <button id="off" disabled>-</button>
      <div role="tablist"><button role="tab" id="tab"><span id="label">Founders</span></button></div>
      <a href="#p01" id="card"><span id="name">Blue 100</span></a>
      <input type="search" id="search" />
    </div>`;
  const answered: string[] = [];
  // The app's listener sits on its root, below the document, as React's does.
  document.getElementById('root')!.addEventListener('click', (event) => {
    const control = (event.target as Element).closest('button, a');
    if (control) answered.push(control.id);
  });
  return { answered, click: (id: string) => document.getElementById(id)!.click() };
}

describe('early taps', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    install();
  });
  afterEach(() => {
    window.cryptovaultEarlyTaps?.ready();
    vi.runAllTimers();
    vi.useRealTimers();
  });

  it('holds taps on controls until the app is ready, shows them pending, then replays them once, in order', () => {
    const { answered, click } = page();
    click('more');
    click('label');
    click('add');
    expect(answered).toEqual([]);
    expect(window.cryptovaultEarlyTaps?.pending()).toBe(3);
    for (const id of ['more', 'tab', 'add']) {
      expect(document.getElementById(id)).toHaveProperty('ariaBusy', 'true');
      expect(document.getElementById(id)?.hasAttribute('data-early-tap')).toBe(true);
    }

    replayEarlyTaps();
    vi.runAllTimers();
    expect(answered).toEqual(['more', 'tab', 'add']);
    expect(document.querySelectorAll('[data-early-tap], [aria-busy]')).toHaveLength(0);
    // Replaying again, or a second ready, gives nothing twice.
    replayEarlyTaps();
    vi.runAllTimers();
    expect(answered).toEqual(['more', 'tab', 'add']);
  });

  it('copies in the tap itself for a copy control, and hands that copy to its replayed click only', async () => {
    const { click } = page();
    document.getElementById('add')!.setAttribute('data-copy-value', 'bc1-address');
    const writeText = vi.fn<(text: string) => Promise<void>>(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const seenByApp: (Promise<boolean> | null)[] = [];
    document.getElementById('root')!.addEventListener('click', () => seenByApp.push(copyMadeInEarlyTap()));
    try {
      click('add');
      // In the user's gesture, before the app runs: WebKit allows the clipboard only there.
      expect(writeText).toHaveBeenCalledWith('bc1-address');
      replayEarlyTaps();
      vi.runAllTimers();
      expect(seenByApp).toHaveLength(1);
      await expect(seenByApp[0]).resolves.toBe(true);
      // A click the user makes to the running app is the app's to answer.
      click('add');
      expect(seenByApp[1]).toBeNull();
      expect(writeText).toHaveBeenCalledTimes(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('tells the app when the copy in the tap was refused, so it can say so', async () => {
    const { click } = page();
    document.getElementById('add')!.setAttribute('data-copy-value', 'bc1-address');
    vi.stubGlobal('navigator', {
      ...navigator,
      clipboard: { writeText: () => Promise.reject(new DOMException('Denied', 'NotAllowedError')) },
    });
    const seenByApp: (Promise<boolean> | null)[] = [];
    document.getElementById('root')!.addEventListener('click', () => seenByApp.push(copyMadeInEarlyTap()));
    try {
      click('add');
      replayEarlyTaps();
      vi.runAllTimers();
      await expect(seenByApp[0]).resolves.toBe(false);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('replays one tap per task, so the app draws each before the next', () => {
    const { answered, click } = page();
    click('more');
    click('add');
    replayEarlyTaps();
    expect(answered).toEqual(['more']);
    vi.advanceTimersToNextTimer();
    expect(answered).toEqual(['more', 'add']);
  });

  it('keeps the order for taps made while the held ones replay, then lets clicks through', () => {
    const { answered, click } = page();
    click('more');
    replayEarlyTaps();
    click('add');
    expect(answered).toEqual(['more']);
    vi.runAllTimers();
    expect(answered).toEqual(['more', 'add']);
    click('more');
    expect(answered).toEqual(['more', 'add', 'more']);
  });

  it('leaves links, fields and disabled controls to the browser', () => {
    const { answered, click } = page();
    click('name');
    click('off');
    click('search');
    expect(answered).toEqual(['card']);
    expect(window.cryptovaultEarlyTaps?.pending()).toBe(0);
  });

  it('finds a control the app drew anew by its place in the page', () => {
    const { answered, click } = page();
    click('add');
    const fresh = document.createElement('button');
    fresh.id = 'add-drawn-by-the-app';
    document.getElementById('add')!.replaceWith(fresh);
    replayEarlyTaps();
    vi.runAllTimers();
    expect(answered).toEqual(['add-drawn-by-the-app']);
  });

  it('gives up on a page whose app never starts, clearing the pending look', () => {
    const { answered, click } = page();
    click('add');
    vi.advanceTimersByTime(30_000);
    expect(document.getElementById('add')?.hasAttribute('aria-busy')).toBe(false);
    replayEarlyTaps();
    vi.runAllTimers();
    expect(answered).toEqual([]);
    click('add');
    expect(answered).toEqual(['add']);
  });
});

// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createManualClock } from '../../lib/runtime/manualClock';
import { createSeededRandom } from '../../lib/runtime/random';
import { toaster } from '../../ui/toaster';
import { hardeningSession, startClientHardening } from './clientHardening';

function dispatch(target: EventTarget, event: Event): boolean {
  target.dispatchEvent(event);
  return event.defaultPrevented;
}

describe('startClientHardening', () => {
  afterEach(() => vi.restoreAllMocks());

  it('does nothing when switched off', () => {
    const originalFetch = window.fetch;
    expect(startClientHardening(false)).toBe(true);
    expect(document.documentElement.dataset.btcSupply).toBeUndefined();
    expect(window.fetch).toBe(originalFetch);
    expect(hardeningSession()).toBeNull();
  });

  it('switched on: marks the page, blocks inspection, keeps inputs usable and greets after 2 s', () => {
    const create = vi.spyOn(toaster, 'create').mockImplementation(() => Promise.resolve());
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const clock = createManualClock(0);
    const originalFetch = window.fetch;
    expect(startClientHardening(true, clock, createSeededRandom(1))).toBe(true);

    expect(document.documentElement.dataset.btcSupply).toBe('21000000');
    expect(hardeningSession()?.sessionKey).toHaveLength(32);
    expect(window.fetch).not.toBe(originalFetch);

    expect(dispatch(document.body, new MouseEvent('contextmenu', { bubbles: true, cancelable: true }))).toBe(true);
    expect(dispatch(document.body, new KeyboardEvent('keydown', { key: 'F12', bubbles: true, cancelable: true }))).toBe(
      true,
    );
    expect(
      dispatch(
        document.body,
        new KeyboardEvent('keydown', { key: 'I', ctrlKey: true, shiftKey: true, bubbles: true, cancelable: true }),
      ),
    ).toBe(true);
    expect(
      dispatch(
        document.body,
        new KeyboardEvent('keydown', { key: 'u', ctrlKey: true, bubbles: true, cancelable: true }),
      ),
    ).toBe(true);
    expect(
      dispatch(
        document.body,
        new KeyboardEvent('keydown', { key: 'c', ctrlKey: true, bubbles: true, cancelable: true }),
      ),
    ).toBe(false);

    // Form fields and copyable values keep selection and the context menu (mouse or menu key).
    const input = document.createElement('input');
    const textarea = document.createElement('textarea');
    const address = document.createElement('code');
    address.dataset.copyable = '';
    address.textContent = 'bc1q-address';
    document.body.append(input, textarea, address);
    for (const target of [input, textarea, address, address.firstChild as Node]) {
      expect(dispatch(target, new Event('selectstart', { bubbles: true, cancelable: true }))).toBe(false);
      expect(dispatch(target, new MouseEvent('contextmenu', { bubbles: true, cancelable: true }))).toBe(false);
    }
    expect(dispatch(document.body, new Event('selectstart', { bubbles: true, cancelable: true }))).toBe(true);

    clock.advance(1999);
    expect(create).not.toHaveBeenCalled();
    clock.advance(1);
    expect(create).toHaveBeenCalledWith(expect.objectContaining({ title: 'Secure connection established' }));

    document.dispatchEvent(
      Object.assign(new Event('securitypolicyviolation'), { violatedDirective: 'script-src', blockedURI: 'inline' }),
    );
    expect(create).toHaveBeenLastCalledWith(
      expect.objectContaining({ title: 'Security policy violation detected', duration: 5000 }),
    );
    expect(warn).toHaveBeenCalled();

    // An extension's violation is logged but shown to nobody.
    const toastsBefore = create.mock.calls.length;
    const warningsBefore = warn.mock.calls.length;
    document.dispatchEvent(
      Object.assign(new Event('securitypolicyviolation'), {
        violatedDirective: 'script-src',
        blockedURI: 'inline',
        sourceFile: 'chrome-extension://abcdef/content.js',
      }),
    );
    expect(create.mock.calls.length).toBe(toastsBefore);
    expect(warn.mock.calls.length).toBe(warningsBefore + 1);
    window.fetch = originalFetch;
  });
});

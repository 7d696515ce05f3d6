// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { START_FAILURE_ID, showStartFailure } from './startFailureNotice';

afterEach(() => {
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
});

function root(html = ''): HTMLElement {
  document.body.innerHTML = `<div id="root">${html}</div>`;
  return document.getElementById('root') as HTMLElement;
}

const links = (notice: HTMLElement) =>
  [...notice.querySelectorAll('a')].map((anchor) => [anchor.textContent, anchor.getAttribute('href')]);

describe('showStartFailure', () => {
  it('online: says the page could not be loaded, with links to reload this address and to go home', () => {
    window.history.replaceState(null, '', '/cart?from=nav');
    const notice = showStartFailure(root(), { online: true, reload: vi.fn<() => void>() });
    expect(notice.getAttribute('role')).toBe('alert');
    expect(notice.querySelector('h1')?.textContent).toBe('This page could not be loaded');
    expect(notice.textContent).toContain('Part of the site did not arrive');
    expect(links(notice)).toEqual([
      ['Reload', '/cart?from=nav'],
      ['Back to Home', '/'],
    ]);
  });

  it('offline: says so, offers home, and reloads once the browser is back online', () => {
    const reload = vi.fn<() => void>();
    const notice = showStartFailure(root(), { online: false, reload });
    expect(notice.querySelector('h1')?.textContent).toBe('You are offline');
    expect(notice.textContent).toContain('This page needs a connection');
    expect(links(notice)).toEqual([['Back to Home', '/']]);
    expect(reload).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('online'));
    window.dispatchEvent(new Event('online'));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('keeps a pre-rendered page below it, and is never shown twice', () => {
    const container = root('<main><h1>Privacy Policy</h1></main>');
    showStartFailure(container, { online: true, reload: vi.fn<() => void>() });
    showStartFailure(container, { online: true, reload: vi.fn<() => void>() });
    expect(document.querySelectorAll(`#${START_FAILURE_ID}`)).toHaveLength(1);
    expect(container.firstElementChild?.id).toBe(START_FAILURE_ID);
    expect(container.querySelector('main h1')?.textContent).toBe('Privacy Policy');
  });
});

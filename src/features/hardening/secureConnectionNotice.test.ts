// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toaster } from '../../ui/toaster';
import { SECURE_NOTICE_HEARD_KEY, showSecureConnectionNotice } from './secureConnectionNotice';

describe('showSecureConnectionNotice', () => {
  // Other files in this worker (clientHardening's greeting) may have left the tab's mark.
  beforeEach(() => sessionStorage.clear());
  afterEach(() => {
    vi.restoreAllMocks();
    sessionStorage.clear();
  });

  it("is read out on the tab's first load only, and shown on every load", () => {
    const create = vi.spyOn(toaster, 'create').mockImplementation(() => Promise.resolve());
    showSecureConnectionNotice(sessionStorage);
    showSecureConnectionNotice(sessionStorage);
    expect(create.mock.calls.map(([options]) => [options.title, options.meta])).toEqual([
      ['Secure connection established', { quiet: false }],
      ['Secure connection established', { quiet: true }],
    ]);
    expect(sessionStorage.getItem(SECURE_NOTICE_HEARD_KEY)).toBe('1');
  });

  it('is read out when the tab cannot remember', () => {
    const create = vi.spyOn(toaster, 'create').mockImplementation(() => Promise.resolve());
    showSecureConnectionNotice(null);
    showSecureConnectionNotice(null);
    expect(create.mock.calls.map(([options]) => options.meta)).toEqual([{ quiet: false }, { quiet: false }]);
  });
});

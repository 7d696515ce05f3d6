import { describe, expect, it } from 'vitest';
import { phoneToastTop } from './phoneToastTop';

// A 390 x 844 phone: the nav bar ends at 89 px, toasts start 7 px under it.
const screen = { firstTop: 96, viewportHeight: 844, toastHeight: 72 };

describe('phoneToastTop', () => {
  it('sits under the nav bar when nothing to keep clear is there', () => {
    expect(phoneToastTop({ ...screen, keepClear: [{ top: 500, bottom: 540 }] })).toBe(96);
  });

  it("moves below the page's heading rather than cover it", () => {
    expect(phoneToastTop({ ...screen, keepClear: [{ top: 121, bottom: 153 }] })).toBe(161);
  });

  it('skips every band that would cover something, in order', () => {
    const keepClear = [
      { top: 121, bottom: 153 },
      { top: 170, bottom: 200 },
      { top: 240, bottom: 280 },
    ];
    expect(phoneToastTop({ ...screen, keepClear })).toBe(288);
  });

  it("goes below an open menu's last link", () => {
    const links = Array.from({ length: 13 }, (_, index) => ({ top: 80 + index * 48, bottom: 120 + index * 48 }));
    // The last link ends at 696 px.
    expect(phoneToastTop({ ...screen, firstTop: 16, keepClear: [{ top: 24, bottom: 52 }, ...links] })).toBe(704);
  });

  it('stays under the nav bar when nothing fits, and never goes above it', () => {
    const everything = [{ top: 0, bottom: 844 }];
    expect(phoneToastTop({ ...screen, keepClear: everything })).toBe(96);
    expect(phoneToastTop({ ...screen, keepClear: [{ top: 20, bottom: 60 }] })).toBe(96);
  });
});

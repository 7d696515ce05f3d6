import { describe, expect, it } from 'vitest';
import { newestFirst } from './newestFirst';

describe('newestFirst', () => {
  it('puts later ISO dates and instants first', () => {
    expect(['2026-09-18', '2026-10-21', '2025-12-01', '2026-10-02'].sort(newestFirst)).toEqual([
      '2026-10-21',
      '2026-10-02',
      '2026-09-18',
      '2025-12-01',
    ]);
    expect(['2026-11-23T08:00:00.000Z', '2026-11-23T17:30:00.000Z'].sort(newestFirst)[0]).toBe(
      '2026-11-23T17:30:00.000Z',
    );
  });

  it('agrees with localeCompare on ISO dates', () => {
    const dates = ['2026-01-09', '2026-01-10', '2025-12-31', '2026-01-10', '2024-02-29'];
    expect([...dates].sort(newestFirst)).toEqual([...dates].sort((a, b) => b.localeCompare(a)));
  });
});

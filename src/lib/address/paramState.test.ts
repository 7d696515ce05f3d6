import { describe, expect, it } from 'vitest';
import { oneOf, oneOfOptions, pageParam, readParamState, switchParam, textParam, writeParamState } from './paramState';

const specs = {
  category: oneOf(['all', 'founders', 'new'] as const, 'all'),
  q: textParam,
  page: pageParam,
};

describe('readParamState', () => {
  it('reads each named value from the address', () => {
    expect(readParamState(new URLSearchParams('category=founders&q=blue&page=3'), specs)).toEqual({
      category: 'founders',
      q: 'blue',
      page: 3,
    });
  });

  it('falls back to the default view for absent, unknown or invalid values', () => {
    expect(readParamState(new URLSearchParams(''), specs)).toEqual({ category: 'all', q: '', page: 1 });
    for (const page of ['0', '-2', '1.5', 'abc', '', '99999999']) {
      expect(readParamState(new URLSearchParams({ category: 'nope', page }), specs)).toEqual({
        category: 'all',
        q: '',
        page: 1,
      });
    }
  });
});

describe('writeParamState', () => {
  it('writes chosen values and leaves defaults out of the address', () => {
    const params = writeParamState(new URLSearchParams('q=blue'), specs, { category: 'new', page: 2 });
    expect(params.toString()).toBe('q=blue&category=new&page=2');
    expect(writeParamState(params, specs, { category: 'all', q: '', page: 1 }).toString()).toBe('');
  });

  it('keeps parameters it does not own and does not change the params it was given', () => {
    const given = new URLSearchParams('utm=x&q=a');
    expect(writeParamState(given, specs, { q: 'a b' }).toString()).toBe('utm=x&q=a+b');
    expect(given.toString()).toBe('utm=x&q=a');
  });

  it('round-trips every value through the address', () => {
    const values = { category: 'founders', q: 'Blue & 100 ?', page: 7 } as const;
    expect(readParamState(writeParamState(new URLSearchParams(), specs, values), specs)).toEqual(values);
  });
});

describe('switchParam', () => {
  it('is on only for 1 and leaves the address when off', () => {
    const openSpecs = { open: switchParam };
    expect(readParamState(new URLSearchParams('open=1'), openSpecs)).toEqual({ open: true });
    expect(readParamState(new URLSearchParams('open=yes'), openSpecs)).toEqual({ open: false });
    expect(writeParamState(new URLSearchParams('open=1'), openSpecs, { open: false }).toString()).toBe('');
    expect(writeParamState(new URLSearchParams(), openSpecs, { open: true }).toString()).toBe('open=1');
  });
});

describe('oneOfOptions', () => {
  it("takes a control's option values and nothing else", () => {
    const statusSpecs = { status: oneOfOptions([{ value: 'all' }, { value: 'open' }] as const, 'all') };
    expect(readParamState(new URLSearchParams('status=open'), statusSpecs)).toEqual({ status: 'open' });
    expect(readParamState(new URLSearchParams('status=closed'), statusSpecs)).toEqual({ status: 'all' });
  });
});

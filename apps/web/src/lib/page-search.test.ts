import { describe, expect, it } from 'vitest';
import { parsePage, validatePageSearch } from './page-search.ts';

describe('page search parameter', () => {
  it.each([
    [1, 1],
    [2, 2],
    [40, 40],
    ['3', 3],
    ['02', 2],
  ])('keeps a valid page %j as %i', (raw, page) => {
    expect(parsePage(raw)).toBe(page);
  });

  it.each([
    undefined,
    null,
    0,
    -1,
    1.5,
    Number.NaN,
    Number.POSITIVE_INFINITY,
    2 ** 60,
    'abc',
    '',
    ' ',
    '-2',
    '1.5',
    '0x10',
    '1e2',
    true,
    [2],
    { page: 2 },
  ])('falls back to page 1 for %j', (raw) => {
    expect(parsePage(raw)).toBe(1);
  });

  it('validates the route search object', () => {
    // The router tags its input type; a plain object stands in for a parsed query string here.
    const validate = (search: Record<string, unknown>) =>
      validatePageSearch(search as Parameters<typeof validatePageSearch>[0]);
    expect(validate({ page: 'abc' })).toEqual({ page: 1 });
    expect(validate({})).toEqual({ page: 1 });
    expect(validate({ page: 4 })).toEqual({ page: 4 });
  });
});

import { describe, expect, it } from 'vitest';
import { capPageSize, clampPage, pageCount, pageRange } from './pagination.js';
import { MAX_PAGE_SIZE } from './rison.js';

describe('pagination rules', () => {
  it('counts at least one page', () => {
    expect(pageCount(0, 25)).toBe(1);
    expect(pageCount(25, 25)).toBe(1);
    expect(pageCount(26, 25)).toBe(2);
  });

  it('sends a page past the end back to the last page with rows', () => {
    // 26 rows, the one row of page 2 deleted: 25 rows left, page index 1 is past the end.
    expect(clampPage(1, 25, 25)).toBe(0);
    expect(clampPage(40, 26, 25)).toBe(1);
    expect(clampPage(3, 0, 25)).toBe(0);
    expect(clampPage(-2, 100, 25)).toBe(0);
    expect(clampPage(2, 100, 25)).toBe(2);
  });

  it('labels the rows shown, never past the count', () => {
    expect(pageRange(0, 25, 25, 60)).toEqual({ first: 1, last: 25, count: 60 });
    expect(pageRange(2, 25, 10, 60)).toEqual({ first: 51, last: 60, count: 60 });
    expect(pageRange(1, 25, 0, 25)).toEqual({ first: 0, last: 0, count: 25 });
    expect(pageRange(1, 25, 5, 25)).toEqual({ first: 25, last: 25, count: 25 });
  });

  it('caps an oversized page size at the maximum, as Flask-AppBuilder does', () => {
    expect(capPageSize(MAX_PAGE_SIZE + 1)).toBe(MAX_PAGE_SIZE);
    expect(capPageSize(10)).toBe(10);
    expect(capPageSize(-1)).toBe(-1);
  });
});

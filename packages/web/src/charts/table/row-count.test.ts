import { describe, expect, it } from 'vitest';
import { rowCountBadge } from './row-count';

describe('rowCountBadge', () => {
  it('is red with "limit reached" when the row count equals the row limit', () => {
    expect(rowCountBadge(100, 100)).toEqual({ count: 100, limitReached: true, danger: true });
  });

  it('is red, without "limit reached", at zero rows', () => {
    expect(rowCountBadge(0, 100)).toEqual({ count: 0, limitReached: false, danger: true });
  });

  it('is plain below the limit or without a limit', () => {
    expect(rowCountBadge(99, 100)).toEqual({ count: 99, limitReached: false, danger: false });
    expect(rowCountBadge(100, null)).toEqual({ count: 100, limitReached: false, danger: false });
  });

  it('is never red while loading', () => {
    expect(rowCountBadge(0, 0, true)).toEqual({ count: 0, limitReached: false, danger: false });
  });
});

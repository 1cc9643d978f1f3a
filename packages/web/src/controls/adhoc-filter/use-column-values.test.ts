import { decodeRison } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { columnValuesPath, readColumnValues } from './use-column-values';

describe('column values', () => {
  it('builds the datasource values path, with a rison search', () => {
    expect(columnValuesPath(3, 'origin')).toBe('/api/v1/datasource/table/3/column/origin/values/');
    const path = columnValuesPath(3, 'my col', ' jf ');
    expect(path.startsWith('/api/v1/datasource/table/3/column/my%20col/values/?q=')).toBe(true);
    expect(decodeRison(new URL(path, 'http://x').searchParams.get('q') ?? '')).toEqual({ search: 'jf' });
  });

  it('keeps plain values from the answer', () => {
    expect(readColumnValues({ result: ['JFK', 3, true, null, { x: 1 }, Number.NaN] })).toEqual(['JFK', 3, true]);
    expect(readColumnValues(null)).toEqual([]);
  });
});

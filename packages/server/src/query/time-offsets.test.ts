import { QueryObjectSchema } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import type { QueryResult } from '../engines/types.js';
import { offsetQueryFor } from './time-offsets.js';

const main: QueryResult = {
  columns: [
    { name: 'origin', type: 'VARCHAR', typeGeneric: 1 },
    { name: 'count', type: 'BIGINT', typeGeneric: 0 },
  ],
  rows: [
    ['ORD', 10],
    ['JFK', 8],
    [null, 3],
  ],
};

const query = (extra: Record<string, unknown>) =>
  QueryObjectSchema.parse({ columns: ['origin'], metrics: ['count'], time_offsets: ['1 year ago'], ...extra });

describe('offsetQueryFor', () => {
  it('shifts an unlimited query as it is', () => {
    const q = query({ row_limit: null });
    expect(offsetQueryFor(q, main)).toEqual({ ...q, time_offsets: [] });
  });

  it("restricts a limited or paged query to the main rows' group-by values instead of limiting it again", () => {
    const shifted = offsetQueryFor(query({ row_limit: 2, row_offset: 4 }), main);
    expect(shifted.row_limit).toBeNull();
    expect(shifted.row_offset).toBe(0);
    expect(shifted.time_offsets).toEqual([]);
    expect(shifted.filters).toEqual([{ col: 'origin', op: 'IN', val: ['ORD', 'JFK'] }]);
  });

  it('keeps the limit when there is no plain group-by column to restrict on', () => {
    const q = query({ columns: [{ label: 'x', sqlExpression: 'origin', expressionType: 'SQL' }], row_limit: 5 });
    expect(offsetQueryFor(q, main).row_limit).toBe(5);
  });
});

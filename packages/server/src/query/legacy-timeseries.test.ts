import { QueryObjectSchema } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { applyLegacyTimeseries } from './legacy-timeseries.js';

const query = (raw: Record<string, unknown>) => QueryObjectSchema.parse(raw);

describe("Superset's legacy time-series query (granularity + is_timeseries, no x-axis)", () => {
  it('selects the time column first as __timestamp, grained, with the other columns as series', () => {
    const q = applyLegacyTimeseries(
      query({ granularity: 'date', is_timeseries: true, columns: ['weather'], extras: { time_grain_sqla: 'P1M' } }),
    );
    expect(q.columns).toEqual([
      { sqlExpression: 'date', label: '__timestamp', columnType: 'BASE_AXIS', expressionType: 'SQL', timeGrain: 'P1M' },
      'weather',
    ]);
    expect(q.series_columns).toEqual(['weather']);
  });

  it('reads __timestamp among the columns as is_timeseries, and drops it without a granularity', () => {
    const named = applyLegacyTimeseries(query({ granularity_sqla: 'date', columns: ['__timestamp', 'weather'] }));
    expect(named.columns.map((c) => (typeof c === 'string' ? c : c.label))).toEqual(['__timestamp', 'weather']);
    expect(applyLegacyTimeseries(query({ columns: ['__timestamp', 'weather'] })).columns).toEqual(['weather']);
  });

  it('leaves Superset 4 queries (an x-axis, or no is_timeseries) as they are', () => {
    const axis = { sqlExpression: 'date', label: 'date', columnType: 'BASE_AXIS' };
    const modern = query({ granularity: 'date', is_timeseries: true, columns: [axis] });
    expect(applyLegacyTimeseries(modern).columns).toEqual([axis]);
    const plain = query({ granularity: 'date', columns: ['weather'] });
    expect(applyLegacyTimeseries(plain)).toBe(plain);
  });
});

import { describe, expect, it } from 'vitest';
import { filterLabel, filterToSql, truncateLabel } from './adhoc-filter-label.js';
import { acceptsFilterDrop, filterFromDrop, planFilterRemoval } from './adhoc-filter-rules.js';
import { newAdhocFilter, type AdhocFilterValue } from './adhoc-filter-state.js';
import { testColumn, testMetric } from '../../test-support/filter-fixtures.js';

const simple = (patch: Partial<AdhocFilterValue>): AdhocFilterValue => ({
  ...newAdhocFilter(),
  isNew: false,
  ...patch,
});
const range = (comparator: string, name = 'departure_time'): AdhocFilterValue =>
  simple({ subject: name, operatorId: 'TEMPORAL_RANGE', operator: 'TEMPORAL_RANGE', comparator });

describe('labels', () => {
  it('reads like Superset', () => {
    expect(filterLabel(simple({ subject: 'origin', operatorId: 'IN', comparator: ['ORD', 'JFK'] }))).toBe(
      'origin IN (ORD, JFK)',
    );
    expect(filterLabel(simple({ subject: 'delay', operatorId: 'GREATER_THAN', comparator: 15 }))).toBe('delay > 15');
    expect(filterLabel(range('Last week'))).toBe('departure_time (Last week)');
    expect(filterLabel(range(''))).toBe('departure_time (No filter)');
    expect(filterLabel(simple({ subject: 'origin', operatorId: 'IS_NULL' }))).toBe('origin IS NULL');
    expect(filterLabel(simple({ subject: 'cancelled', operatorId: 'IS_TRUE', comparator: true }))).toBe(
      'cancelled IS TRUE',
    );
    expect(filterLabel(simple({ expressionType: 'SQL', sqlExpression: 'delay > 5' }))).toBe('delay > 5');
  });

  it('cuts labels over 42 characters to 40 plus ...', () => {
    expect(truncateLabel('x'.repeat(42))).toBe('x'.repeat(42));
    expect(truncateLabel('x'.repeat(43))).toBe(`${'x'.repeat(40)}...`);
  });

  it('writes simple filters as SQL', () => {
    const delay = testColumn('delay', { type: 'INTEGER', type_generic: 0 });
    expect(filterToSql(simple({ subject: 'origin', operatorId: 'IN', comparator: ["O'Hare", 'JFK'] }), undefined)).toBe(
      "origin IN ('O''Hare', 'JFK')",
    );
    expect(filterToSql(simple({ subject: 'delay', operatorId: 'NOT_EQUALS', comparator: '15' }), delay)).toBe(
      'delay <> 15',
    );
    expect(filterToSql(simple({ subject: 'my col', operatorId: 'IS_NOT_NULL' }), undefined)).toBe(
      '"my col" IS NOT NULL',
    );
    const having = simple({ subject: 'avg_delay', clause: 'HAVING', operatorId: 'GREATER_THAN', comparator: 3 });
    expect(filterToSql(having, undefined, () => 'AVG(delay)')).toBe('AVG(delay) > 3');
    expect(filterToSql(range('Last week'), undefined)).toBe('');
  });
});

describe('drops', () => {
  it('makes IN filters of columns, time ranges of temporal ones, HAVING of metrics', () => {
    expect(filterFromDrop({ kind: 'column', column: testColumn('origin') })).toMatchObject({
      clause: 'WHERE',
      subject: 'origin',
      operatorId: 'IN',
      comparator: [],
      isNew: true,
    });
    const date = testColumn('date', { type: 'TIMESTAMP', type_generic: 2, is_dttm: true });
    expect(filterFromDrop({ kind: 'column', column: date })).toMatchObject({
      operatorId: 'TEMPORAL_RANGE',
      comparator: 'No filter',
    });
    expect(
      filterFromDrop({ kind: 'metric', metric: testMetric('avg_delay', { expression: 'AVG(delay)' }) }),
    ).toMatchObject({
      expressionType: 'SQL',
      clause: 'HAVING',
      subject: 'avg_delay',
      sqlExpression: 'AVG(delay) > 0',
      comparator: 0,
    });
  });

  it('refuses columns that are not filterable', () => {
    expect(acceptsFilterDrop({ kind: 'column', column: testColumn('x', { filterable: false }) })).toBe(false);
    expect(acceptsFilterDrop({ kind: 'metric', metric: testMetric('m') })).toBe(true);
  });
});

describe('removal plans', () => {
  const other = simple({ subject: 'origin', operatorId: 'IN', comparator: ['JFK'] });

  it('clears a set last time range and refuses to remove an empty one', () => {
    const lastWeek = range('Last week');
    expect(planFilterRemoval([other, lastWeek], 1)).toEqual({
      kind: 'clear',
      filters: [other, { ...lastWeek, comparator: 'No filter' }],
    });
    expect(planFilterRemoval([other, range('No filter')], 1)).toEqual({ kind: 'last-time-range' });
    expect(planFilterRemoval([other], 3)).toEqual({ kind: 'remove', filters: [other] });
  });
});

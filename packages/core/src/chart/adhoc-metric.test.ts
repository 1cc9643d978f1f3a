import { describe, expect, it } from 'vitest';
import { inferSimpleMetric, simpleMetricDefaultLabel } from './adhoc-metric.js';

const columns = [
  { column_name: 'price', verbose_name: 'Unit price' },
  { column_name: 'customer_id', verbose_name: null },
  { column_name: 'Order Total', verbose_name: '' },
];

describe('switching a Custom SQL metric to Simple (Superset inferSqlExpressionColumn / Aggregate)', () => {
  it('recovers the column and aggregate from AVG(price)', () => {
    expect(inferSimpleMetric('AVG(price)', columns)).toEqual({ aggregate: 'AVG', column: columns[0] });
  });

  it('matches the aggregate case-insensitively', () => {
    expect(inferSimpleMetric('sum(price)', columns)?.aggregate).toBe('SUM');
    expect(inferSimpleMetric(' Max( price ) ', columns)?.aggregate).toBe('MAX');
    expect(inferSimpleMetric('count_distinct(customer_id)', columns)?.aggregate).toBe('COUNT_DISTINCT');
  });

  it('gives COUNT_DISTINCT for COUNT(DISTINCT x)', () => {
    expect(inferSimpleMetric('COUNT(DISTINCT customer_id)', columns)).toEqual({
      aggregate: 'COUNT_DISTINCT',
      column: columns[1],
    });
  });

  it('reads a quoted column name', () => {
    expect(inferSimpleMetric('SUM("Order Total")', columns)?.column).toBe(columns[2]);
  });

  it('recovers nothing when the column does not exist or the SQL is no single aggregate', () => {
    expect(inferSimpleMetric('AVG(cost)', columns)).toBeNull();
    expect(inferSimpleMetric('SUM(price) / COUNT(*)', columns)).toBeNull();
    expect(inferSimpleMetric('MEDIAN(price)', columns)).toBeNull();
    expect(inferSimpleMetric('', columns)).toBeNull();
  });
});

describe('default label of a Simple metric (Superset getDefaultLabel)', () => {
  it("uses the column's verbose name when it has one", () => {
    expect(simpleMetricDefaultLabel('AVG', columns[0] ?? { column_name: '' })).toBe('AVG(Unit price)');
    expect(simpleMetricDefaultLabel('COUNT_DISTINCT', { column_name: 'customer_id', verbose_name: null })).toBe(
      'COUNT_DISTINCT(customer_id)',
    );
    expect(simpleMetricDefaultLabel('SUM', { column_name: 'Order Total', verbose_name: '' })).toBe('SUM(Order Total)');
  });
});

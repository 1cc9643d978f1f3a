import type { AdhocMetric } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { FLIGHT_COLUMNS, testDatasource } from '../../../test-support/controls/datasource-fixture';
import {
  acceptsMetricDrop,
  canSaveMetric,
  defaultAggregateFor,
  defaultMetricLabel,
  defaultMetricTab,
  metricDraft,
  metricDraftTitle,
  metricFromDraft,
  metricValueLabel,
  metricWarning,
  readMetrics,
  renameMetricDraft,
  sqlMetricLabel,
  switchMetricTab,
} from './metric-state';

const ds = testDatasource();
const noSaved = testDatasource({ metrics: [] });
const locked = testDatasource({ extra: JSON.stringify({ disallow_adhoc_metrics: true }) });
const delay = FLIGHT_COLUMNS[2]!;
const origin = FLIGHT_COLUMNS[0]!;
const sumDelay: AdhocMetric = {
  expressionType: 'SIMPLE',
  column: { column_name: 'delay' },
  aggregate: 'SUM',
  label: 'SUM(delay)',
  hasCustomLabel: false,
  optionName: 'metric_abc',
};
const sqlMetric: AdhocMetric = {
  expressionType: 'SQL',
  sqlExpression: 'MAX(delay) - MIN(delay)',
  optionName: 'metric_x',
};

describe('metric values and labels', () => {
  it('labels adhoc metrics as Superset does: SUM(col), or the SQL shortened past 42 characters', () => {
    expect(defaultMetricLabel({ ...sumDelay, aggregate: 'COUNT_DISTINCT' })).toBe('COUNT_DISTINCT(delay)');
    expect(defaultMetricLabel(sqlMetric)).toBe('MAX(delay) - MIN(delay)');
    const long = 'x'.repeat(50);
    expect(sqlMetricLabel(long)).toBe(`${'x'.repeat(40)}...`);
    expect(sqlMetricLabel('y'.repeat(42))).toBe('y'.repeat(42));
  });

  it('shows saved metrics by verbose name and adhoc ones by label', () => {
    expect(metricValueLabel('count', ds)).toBe('COUNT(*)');
    expect(metricValueLabel('avg_delay', ds)).toBe('avg_delay');
    expect(metricValueLabel({ ...sumDelay, label: 'Total delay' }, ds)).toBe('Total delay');
    expect(metricValueLabel(sqlMetric, ds)).toBe('MAX(delay) - MIN(delay)');
  });

  it('reads metric lists, dropping malformed entries', () => {
    expect(readMetrics(['count', sumDelay, { expressionType: 'SIMPLE', aggregate: 'MEDIAN', column: {} }, 7])).toEqual([
      'count',
      sumDelay,
    ]);
    expect(readMetrics(sqlMetric)).toEqual([sqlMetric]);
  });

  it('warns about saved metrics and simple-metric columns the dataset lacks', () => {
    expect(metricWarning('gone', ds)).toBe('This column might be incompatible with current dataset');
    expect(metricWarning({ ...sumDelay, column: { column_name: 'gone' } }, ds)).not.toBeNull();
    expect(metricWarning(sumDelay, ds)).toBeNull();
    expect(metricWarning(sqlMetric, ds)).toBeNull();
  });
});

describe('drops (spec 03 §4)', () => {
  it('takes columns as new adhoc metrics unless the dataset forbids them, and saved metrics once', () => {
    expect(acceptsMetricDrop({ kind: 'column', column: delay }, [], ds)).toBe(true);
    expect(acceptsMetricDrop({ kind: 'column', column: delay }, [], locked)).toBe(false);
    expect(acceptsMetricDrop({ kind: 'metric', metric: ds.metrics[0]! }, ['count'], ds)).toBe(false);
    expect(acceptsMetricDrop({ kind: 'metric', metric: ds.metrics[1]! }, ['count'], locked)).toBe(true);
  });

  it('prefills a dropped column with SUM for numbers and COUNT_DISTINCT otherwise', () => {
    expect(defaultAggregateFor(delay)).toBe('SUM');
    expect(defaultAggregateFor(origin)).toBe('COUNT_DISTINCT');
    expect(metricDraft(null, ds, delay)).toMatchObject({ tab: 'SIMPLE', column: delay, aggregate: 'SUM' });
  });
});

describe('metric editor (spec 02 §4)', () => {
  it('opens Saved for new or saved metrics when saved metrics exist, else the adhoc type', () => {
    expect(defaultMetricTab(null, ds)).toBe('saved');
    expect(defaultMetricTab('count', ds)).toBe('saved');
    expect(defaultMetricTab(null, noSaved)).toBe('SIMPLE');
    expect(defaultMetricTab(sumDelay, ds)).toBe('SIMPLE');
    expect(defaultMetricTab(sqlMetric, ds)).toBe('SQL');
    expect(defaultMetricTab(sqlMetric, locked)).toBe('saved');
  });

  it('builds a simple metric only with a column and an aggregate', () => {
    const draft = metricDraft(null, noSaved);
    expect(metricFromDraft(draft)).toBeNull();
    expect(metricFromDraft({ ...draft, column: delay })).toBeNull();
    const metric = metricFromDraft({ ...draft, column: delay, aggregate: 'AVG' });
    expect(metric).toEqual({
      expressionType: 'SIMPLE',
      column: delay,
      aggregate: 'AVG',
      label: 'AVG(delay)',
      hasCustomLabel: false,
      optionName: draft.optionName,
    });
  });

  it('keeps a custom label, and clearing it reverts to the default', () => {
    const draft = metricDraft(sumDelay, ds);
    const named = renameMetricDraft(draft, 'Total delay');
    expect(metricFromDraft(named)).toMatchObject({
      label: 'Total delay',
      hasCustomLabel: true,
      optionName: 'metric_abc',
    });
    expect(metricDraftTitle(named, ds)).toBe('Total delay');
    const cleared = renameMetricDraft(named, '');
    expect(metricFromDraft(cleared)).toMatchObject({ label: 'SUM(delay)', hasCustomLabel: false });
  });

  it('starts the Custom SQL tab from the simple metric and picks saved metrics without adhoc parts', () => {
    const draft = metricDraft(null, noSaved);
    const sql = switchMetricTab({ ...draft, column: delay, aggregate: 'COUNT_DISTINCT' }, 'SQL');
    expect(sql.sql).toBe('COUNT(DISTINCT delay)');
    expect(metricFromDraft(sql)).toMatchObject({ expressionType: 'SQL', sqlExpression: 'COUNT(DISTINCT delay)' });
    expect(metricFromDraft({ ...sql, tab: 'saved', saved: 'count' })).toBe('count');
  });

  it('allows Save only for a valid, changed metric the dataset permits', () => {
    const draft = metricDraft(sumDelay, ds);
    expect(canSaveMetric(draft, sumDelay, ds)).toBe(false);
    expect(canSaveMetric({ ...draft, aggregate: 'MAX' }, sumDelay, ds)).toBe(true);
    expect(canSaveMetric({ ...draft, aggregate: 'MAX' }, sumDelay, locked)).toBe(false);
    expect(canSaveMetric({ ...draft, tab: 'saved', saved: 'count' }, sumDelay, locked)).toBe(true);
    expect(canSaveMetric(metricDraft('count', ds), 'count', ds)).toBe(false);
  });

  it('switching Custom SQL to Simple recovers the column and aggregate (Superset inference, core inferSimpleMetric)', () => {
    const sql = { ...metricDraft(sqlMetric, ds), sql: 'avg(delay)' };
    const simple = switchMetricTab(sql, 'SIMPLE', ds.columns);
    expect(simple).toMatchObject({ tab: 'SIMPLE', aggregate: 'AVG', column: delay });
    const distinct = switchMetricTab({ ...sql, sql: 'COUNT(DISTINCT origin)' }, 'SIMPLE', ds.columns);
    expect(distinct).toMatchObject({ aggregate: 'COUNT_DISTINCT', column: origin });
    // A column the dataset lacks is not made up.
    expect(switchMetricTab({ ...sql, sql: 'AVG(gone)' }, 'SIMPLE', ds.columns)).toMatchObject({ column: null });
  });

  it("labels a simple metric by the column's verbose name when it has one (Superset getDefaultLabel)", () => {
    const draft = {
      ...metricDraft(null, ds),
      tab: 'SIMPLE' as const,
      column: origin,
      aggregate: 'COUNT_DISTINCT' as const,
    };
    expect(metricFromDraft(draft)).toMatchObject({ label: 'COUNT_DISTINCT(Origin airport)' });
    expect(defaultMetricLabel(sumDelay)).toBe('SUM(delay)');
  });
});

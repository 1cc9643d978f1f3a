import { buildPivot, type ChartDataResult, type ChartProps, type FormData, type PivotAxisEntry } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { makeResult } from '../../../test-support/charts/timeseries/data';
import recorded from '../../../test-support/charts/pivot-table/chart-data-tables-pivot.json';
import { buildQuery } from './build-query';
import { headerText, axisLevels } from './pivot-headers';
import { transformProps } from './transform-props';

const answer = recorded.result[0] as unknown as ChartDataResult;
const props = (extra: Partial<FormData> = {}): ChartProps => ({
  formData: { ...(recorded.form_data as FormData), ...extra },
  queriesData: [makeResult(answer)],
  width: 800,
  height: 400,
  theme: 'light',
});

const layout = (extra: Partial<FormData> = {}) => {
  const { records, settings } = transformProps(props(extra));
  return buildPivot(records, {
    ...settings,
    rows: { ...settings.rows, collapsed: new Set() },
    cols: { ...settings.cols, collapsed: new Set() },
  });
};

describe('pivot_table_v2 buildQuery', () => {
  it('asks for the row and column groupings together, the temporal one at the time grain', () => {
    const [query] = buildQuery(recorded.form_data as FormData).queries;
    expect(query?.columns).toEqual([
      'weather',
      expect.objectContaining({ label: 'wind_kind' }),
      expect.objectContaining({ sqlExpression: 'date', timeGrain: 'P1Y', columnType: 'BASE_AXIS' }),
    ]);
    expect(query?.metrics).toEqual(['sum_precipitation', 'count']);
  });
});

describe('pivot_table_v2 transformProps (Superset export, recorded answer)', () => {
  it('reads the saved settings: subtotals, totals on both axes, metrics outermost on the columns', () => {
    const { settings, rowTitles, colTitles, metricNames } = transformProps(props());
    expect(settings.rows).toMatchObject({ columns: ['weather', 'wind_kind'], subtotals: true, total: true });
    expect(settings.cols).toMatchObject({ columns: ['date'], subtotals: false, total: true });
    expect([settings.metricsOnRows, settings.metricsFirst, settings.aggregateFunction]).toEqual([false, true, 'Sum']);
    expect([rowTitles, colTitles, metricNames]).toEqual([
      ['weather', 'wind_kind'],
      ['date'],
      ['sum_precipitation', 'count'],
    ]);
  });

  it('labels the years in the saved date format and lays a subtotal after each weather', () => {
    const model = layout();
    const years = model.cols.filter((c) => c.metric === 0 && c.kind === 'value').map((c) => c.path[0]);
    expect(years).toEqual(['2023', '2024', '2025']);
    const rainRows = model.rows.filter((r) => r.path[0] === 'rain').map((r) => `${r.kind}:${r.path.join('/')}`);
    expect(rainRows).toEqual(['value:rain/calm', 'value:rain/windy', 'subtotal:rain']);
    expect(model.rows.at(-1)?.kind).toBe('total');
  });

  it('each subtotal adds its group up, in the saved value format', () => {
    const { formatValue } = transformProps(props());
    const model = layout();
    const col = model.cols.find((c) => c.metric === 0 && c.kind === 'total') as PivotAxisEntry;
    const rows = model.rows.filter((r) => r.path[0] === 'rain');
    const [calm, windy, subtotal] = rows.map((r) => model.value(r, col) as number);
    expect(subtotal).toBeCloseTo((calm as number) + (windy as number), 6);
    expect(formatValue(1234.56)).toBe('1,234.6');
  });

  it('transposes: the years on the rows, weather and wind on the columns', () => {
    const model = layout({ transposePivot: true });
    expect(model.rows.filter((r) => r.kind === 'value').map((r) => r.path[0])).toEqual(['2023', '2024', '2025']);
  });

  it('puts the metrics on the rows, combined innermost, when asked', () => {
    const { settings } = transformProps(props({ metricsLayout: 'ROWS', combineMetric: true }));
    expect([settings.metricsOnRows, settings.metricsFirst]).toEqual([true, false]);
    const levels = axisLevels(2, true, false);
    const model = layout({ metricsLayout: 'ROWS', combineMetric: true });
    const first = model.rows[0] as PivotAxisEntry;
    expect(levels.map((l) => headerText(first, l, ['Rain', 'Days']))).toEqual(['drizzle', 'calm', 'Rain']);
  });

  it('shows fractions as percentages whatever the value format', () => {
    const { formatValue } = transformProps(props({ aggregateFunction: 'Sum as Fraction of Total' }));
    expect(formatValue(0.25)).toBe('25.0%');
  });

  it('colours the metric the conditional formatting names', () => {
    const { colorFormatters } = transformProps(props());
    expect(colorFormatters.map((f) => f.column)).toEqual(['sum_precipitation']);
    expect(colorFormatters[0]?.getColor(50)).toBeUndefined();
    expect(colorFormatters[0]?.getColor(600)).toMatch(/^rgba\(0, 0, 255/);
  });
});

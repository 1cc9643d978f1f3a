import { describe, expect, it } from 'vitest';
import {
  uniqueColumns,
  applyExtraFormData,
  buildBaseQueryObject,
  buildQueryContext,
  readExtraFormData,
} from './build-query-context.js';
import { controlDefaults, withControlDefaults } from './control-defaults.js';
import type { FormData } from './plugin.js';

const fd = (extra: Record<string, unknown> = {}): FormData => ({
  datasource: '7__table',
  viz_type: 'echarts_timeseries_line',
  metrics: ['count', { expressionType: 'SQL', sqlExpression: 'AVG(x)', label: 'avg x', isNew: false }],
  groupby: ['region'],
  ...extra,
});

describe('buildBaseQueryObject', () => {
  it('keeps metrics as the form data has them and orders by the first one', () => {
    const q = buildBaseQueryObject(fd({ row_limit: '500', order_desc: false }));
    expect(q.metrics).toEqual(fd().metrics);
    expect(q.orderby).toEqual([['count', true]]);
    expect(q.row_limit).toBe(500);
    expect(q.order_desc).toBe(false);
    expect(q.series_limit).toBe(0);
    expect(q.extras).toEqual({ having: '', where: '' });
  });

  it('sends a time_range only from the legacy time section or a dashboard, never the explore default', () => {
    const temporal = {
      expressionType: 'SIMPLE',
      clause: 'WHERE',
      subject: 'ds',
      operator: 'TEMPORAL_RANGE',
      comparator: 'Last week',
    };
    // Explore's default 'No filter' would overwrite the chart's own 'Last week' on the server.
    const own = buildBaseQueryObject(fd({ time_range: 'No filter', adhoc_filters: [temporal] }));
    expect(own.time_range).toBeUndefined();
    expect(own.filters).toEqual([{ col: 'ds', op: 'TEMPORAL_RANGE', val: 'Last week' }]);
    const dashboard = buildBaseQueryObject(
      fd({ time_range: 'No filter', adhoc_filters: [temporal], extra_form_data: { time_range: 'Last year' } }),
    );
    expect(dashboard.time_range).toBe('Last year');
    const legacy = buildBaseQueryObject(fd({ granularity_sqla: 'ds', time_range: 'Last month' }));
    expect(legacy.time_range).toBe('Last month');
  });

  it('reads the series limit from series_limit or limit and its metric from the sort control', () => {
    expect(buildBaseQueryObject(fd({ limit: '10' })).series_limit).toBe(10);
    expect(buildBaseQueryObject(fd({ series_limit: 3, limit: 10 })).series_limit).toBe(3);
    const q = buildBaseQueryObject(fd({ timeseries_limit_metric: 'sum_x' }));
    expect(q.series_limit_metric).toBe('sum_x');
    expect(q.orderby).toEqual([['sum_x', false]]);
  });

  it('ignores malformed metrics and columns instead of failing', () => {
    const q = buildBaseQueryObject(fd({ metrics: ['count', 42, { nope: true }], groupby: ['a', null] }));
    expect(q.metrics).toEqual(['count']);
    expect(q.columns).toEqual(['a']);
  });

  it('appends dashboard filters and lets the dashboard override time range and grain', () => {
    const q = buildBaseQueryObject(
      fd({
        time_range: 'Last week',
        time_grain_sqla: 'P1D',
        adhoc_filters: [{ expressionType: 'SIMPLE', clause: 'WHERE', subject: 'a', operator: '==', comparator: 1 }],
        extra_form_data: {
          filters: [{ col: 'region', op: 'IN', val: ['EU'] }, { col: 'bad' }],
          adhoc_filters: [{ expressionType: 'SQL', clause: 'WHERE', sqlExpression: 'b > 2' }],
          time_range: 'Last year',
          time_grain_sqla: 'P1M',
          relative_start: 'now',
        },
      }),
    );
    expect(q.filters).toEqual([
      { col: 'a', op: '==', val: 1 },
      { col: 'region', op: 'IN', val: ['EU'] },
    ]);
    expect(q.extras).toEqual({ time_grain_sqla: 'P1M', relative_start: 'now', having: '', where: '(b > 2)' });
    expect(q.time_range).toBe('Last year');
  });
});

describe('extra form data', () => {
  it('reads only well-formed parts', () => {
    expect(readExtraFormData(null)).toEqual({});
    expect(readExtraFormData({ time_range: '', relative_end: 'soon' })).toMatchObject({
      time_range: undefined,
      relative_end: undefined,
    });
  });

  it('merges into form data without touching keys it does not set', () => {
    const merged = applyExtraFormData(fd({ time_range: 'Last day', extra_form_data: { time_grain_sqla: 'P1W' } }));
    expect(merged).toMatchObject({ time_range: 'Last day', time_grain_sqla: 'P1W', adhoc_filters: [] });
  });
});

describe('buildQueryContext', () => {
  it('wraps the queries with the datasource, flags and echoed form data, dropping empty steps', () => {
    const form = fd({ force: true, result_type: 'samples', result_format: 'csv' });
    const qc = buildQueryContext(form, (base) => [
      { ...base, post_processing: [null, { operation: 'flatten' }, null] },
    ]);
    expect(qc).toMatchObject({
      datasource: { id: 7, type: 'table' },
      force: true,
      result_type: 'samples',
      result_format: 'csv',
      form_data: form,
    });
    expect(qc.queries[0]?.post_processing).toEqual([{ operation: 'flatten' }]);
  });

  it("names a missing dataset in Superset's words, not the schema's", () => {
    expect(() => buildQueryContext(fd({ datasource: undefined }), (b) => [b])).toThrow(
      'The dataset associated with this chart no longer exists',
    );
  });

  it('refuses a datasource key of an unknown type', () => {
    expect(() => buildQueryContext(fd({ datasource: '7__cube' }), (b) => [b])).toThrow();
  });
});

describe('control defaults', () => {
  const panel = {
    sections: [
      {
        label: 'Query',
        controlSetRows: [
          [
            { name: 'row_limit', type: 'SelectControl', label: 'Row limit', default: 10000 },
            { name: 'metrics', type: 'DndMetricSelect', label: 'Metrics' },
          ],
          [{ name: 'truncate_metric', type: 'CheckboxControl', label: 'Truncate', default: true }],
        ],
      },
    ],
  };

  it('collects defaults by control name', () => {
    expect(controlDefaults(panel)).toEqual({ row_limit: 10000, truncate_metric: true });
  });

  it('fills only keys the form data does not set', () => {
    expect(withControlDefaults(panel, fd({ row_limit: null }))).toMatchObject({
      row_limit: null,
      truncate_metric: true,
    });
  });
});

describe('uniqueColumns', () => {
  it("keeps each column once by label, the first kept, as Superset's extractQueryFields", () => {
    const adhoc = { label: 'origin', sqlExpression: 'origin', expressionType: 'SQL' as const };
    expect(uniqueColumns(['origin', 'cylinders', adhoc, 'cylinders'])).toEqual(['origin', 'cylinders']);
  });
});

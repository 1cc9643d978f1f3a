import { describe, expect, it } from 'vitest';
import { migrateLegacyFormData } from './index.js';

/** A legacy NVD3 line chart's params as Superset 2.x saved them. */
const LINE = {
  datasource: '3__table',
  viz_type: 'line',
  slice_id: 12,
  granularity_sqla: 'ds',
  time_grain_sqla: 'P1M',
  time_range: 'Last year',
  metrics: ['sum__num'],
  adhoc_filters: [{ clause: 'WHERE', expressionType: 'SIMPLE', subject: 'gender', operator: '==', comparator: 'boy' }],
  groupby: ['name'],
  timeseries_limit_metric: null,
  order_desc: true,
  contribution: true,
  show_brush: 'yes',
  show_markers: true,
  line_interpolation: 'linear',
  x_axis_label: 'Date',
  bottom_margin: 'auto',
  y_axis_label: 'Births',
  left_margin: 60,
  x_axis_format: 'smart_date',
  x_ticks_layout: '45°',
  y_axis_showminmax: false,
  y_log_scale: true,
  time_compare: ['1 year', '1 week'],
  comparison_type: 'absolute',
  reduce_x_ticks: false,
  rolling_type: 'None',
};

describe('MigrateLineChart (line → echarts_timeseries_line)', () => {
  const { vizType, params } = migrateLegacyFormData('line', LINE);

  it('moves the time column to the x-axis and the range into a TEMPORAL_RANGE filter', () => {
    expect(vizType).toBe('echarts_timeseries_line');
    expect(params['viz_type']).toBe('echarts_timeseries_line');
    expect(params['x_axis']).toBe('ds');
    expect(params['time_grain_sqla']).toBe('P1M');
    expect(params).not.toHaveProperty('granularity_sqla');
    expect(params).not.toHaveProperty('time_range');
    expect(params['adhoc_filters']).toEqual([
      LINE.adhoc_filters[0],
      { clause: 'WHERE', subject: 'ds', operator: 'TEMPORAL_RANGE', comparator: 'Last year', expressionType: 'SIMPLE' },
    ]);
  });

  it('renames the NVD3 keys and derives the ECharts ones', () => {
    expect(params).toMatchObject({
      contributionMode: 'row',
      zoomable: true,
      markerEnabled: true,
      truncateYAxis: true,
      x_axis_title: 'Date',
      x_axis_title_margin: 30,
      y_axis_title: 'Births',
      y_axis_title_margin: 60,
      x_axis_time_format: 'smart_date',
      xAxisLabelRotation: 45,
      logAxis: true,
      time_compare: ['1 year ago', '1 week ago'],
      comparison_type: 'difference',
      groupby: ['name'],
      metrics: ['sum__num'],
    });
    for (const key of ['contribution', 'show_brush', 'show_markers', 'line_interpolation', 'reduce_x_ticks']) {
      expect(params).not.toHaveProperty(key);
    }
    for (const key of ['x_axis_label', 'bottom_margin', 'y_axis_showminmax', 'y_log_scale', 'x_ticks_layout']) {
      expect(params).not.toHaveProperty(key);
    }
  });

  it('picks the smooth line for cardinal and the step line with its series type for steps', () => {
    expect(migrateLegacyFormData('line', { ...LINE, line_interpolation: 'cardinal' }).vizType).toBe(
      'echarts_timeseries_smooth',
    );
    const before = migrateLegacyFormData('line', { ...LINE, line_interpolation: 'step-before' });
    expect(before.vizType).toBe('echarts_timeseries_step');
    expect(before.params['seriesType']).toBe('start');
    expect(migrateLegacyFormData('line', { ...LINE, line_interpolation: 'step-after' }).params['seriesType']).toBe(
      'end',
    );
  });

  it('uses the day grain and No filter when none was saved, and never changes its input', () => {
    const copy: unknown = JSON.parse(JSON.stringify(LINE));
    const { params: bare } = migrateLegacyFormData('line', { ...LINE, time_grain_sqla: null, time_range: '' });
    expect(bare['time_grain_sqla']).toBe('P1D');
    expect((bare['adhoc_filters'] as { comparator: unknown }[]).at(-1)?.comparator).toBe('No filter');
    expect(LINE).toEqual(copy);
  });

  it('turns an adhoc time column into a SQL temporal filter', () => {
    const column = { label: 'day', sqlExpression: 'DATE(ds)', expressionType: 'SQL' };
    const { params: p } = migrateLegacyFormData('line', { ...LINE, granularity_sqla: column, adhoc_filters: [] });
    expect(p['x_axis']).toEqual(column);
    expect(p['adhoc_filters']).toEqual([
      {
        clause: 'WHERE',
        subject: 'day',
        operator: 'TEMPORAL_RANGE',
        comparator: null,
        expressionType: 'SQL',
        sqlExpression: 'DATE(ds)',
      },
    ]);
  });

  it('is idempotent: the successor is not migrated again', () => {
    const once = migrateLegacyFormData('line', LINE);
    expect(migrateLegacyFormData(once.vizType, once.params)).toEqual(once);
  });
});

describe('MigrateBarChart (bar → echarts_timeseries_bar)', () => {
  it('stacks when bar_stacked and renames show_bar_value', () => {
    const { vizType, params } = migrateLegacyFormData('bar', {
      viz_type: 'bar',
      granularity_sqla: 'ds',
      time_range: 'No filter',
      metrics: ['count'],
      bar_stacked: true,
      show_bar_value: true,
    });
    expect(vizType).toBe('echarts_timeseries_bar');
    expect(params).toMatchObject({ stack: 'Stack', show_value: true, x_axis: 'ds', time_grain_sqla: 'P1D' });
    expect(params).not.toHaveProperty('bar_stacked');
    expect(params).not.toHaveProperty('show_bar_value');
    expect(migrateLegacyFormData('bar', { viz_type: 'bar' }).params['stack']).toBeNull();
  });
});

describe('MigrateDistBarChart (dist_bar → echarts_timeseries_bar)', () => {
  const DIST_BAR = {
    datasource: '2__table',
    viz_type: 'dist_bar',
    granularity_sqla: 'order_date',
    time_range: '2003-01-01 : 2005-06-01',
    metrics: ['count'],
    groupby: ['product_line', 'deal_size'],
    columns: ['country'],
    bar_stacked: false,
    show_bar_value: false,
    x_ticks_layout: 'auto',
    adhoc_filters: [],
  };

  it('puts the first series column on the x-axis and the rest with the breakdowns in the dimensions', () => {
    const { vizType, params } = migrateLegacyFormData('dist_bar', DIST_BAR);
    expect(vizType).toBe('echarts_timeseries_bar');
    expect(params['x_axis']).toBe('product_line');
    expect(params['groupby']).toEqual(['deal_size', 'country']);
    expect(params).not.toHaveProperty('columns');
    expect(params).toMatchObject({ stack: null, show_value: false, xAxisLabelRotation: 45 });
  });

  it('keeps the x-axis it has (no x-axis control) and filters on the time column', () => {
    const { params } = migrateLegacyFormData('dist_bar', DIST_BAR);
    expect(params['adhoc_filters']).toEqual([
      {
        clause: 'WHERE',
        subject: 'order_date',
        operator: 'TEMPORAL_RANGE',
        comparator: '2003-01-01 : 2005-06-01',
        expressionType: 'SIMPLE',
      },
    ]);
    expect(params).not.toHaveProperty('granularity_sqla');
  });
});

describe('MigrateAreaChart (area → echarts_area)', () => {
  it('maps the stacked style to the stack mode at 0.7 opacity', () => {
    const expand = migrateLegacyFormData('area', { viz_type: 'area', stacked_style: 'expand' });
    expect(expand.vizType).toBe('echarts_area');
    expect(expand.params).toMatchObject({ stack: 'Expand', opacity: 0.7 });
    expect(expand.params).not.toHaveProperty('stacked_style');
    expect(migrateLegacyFormData('area', { viz_type: 'area' }).params['stack']).toBe('Stack');
    expect(migrateLegacyFormData('area', { stacked_style: 'stream' }).params['stack']).toBe('Stream');
  });
});

import { describe, expect, it } from 'vitest';
import { isLegacyVizType, migrateLegacyFormData } from './index.js';

const temporalFilter = (subject: string, comparator: string) => ({
  clause: 'WHERE',
  subject,
  operator: 'TEMPORAL_RANGE',
  comparator,
  expressionType: 'SIMPLE',
});

describe('pie (migration 41ce8799acc3, rename pie label type)', () => {
  it('renames pie_label_type to label_type and keeps the type', () => {
    const { vizType, params } = migrateLegacyFormData('pie', {
      viz_type: 'pie',
      metric: 'sum__num',
      groupby: ['gender'],
      pie_label_type: 'key_percent',
      donut: false,
      labels_outside: true,
    });
    expect(vizType).toBe('pie');
    expect(params).toEqual({
      viz_type: 'pie',
      metric: 'sum__num',
      groupby: ['gender'],
      label_type: 'key_percent',
      donut: false,
      labels_outside: true,
    });
  });

  it('leaves a pie without the legacy key as it is', () => {
    const params = { viz_type: 'pie', label_type: 'value' };
    expect(migrateLegacyFormData('pie', params).params).toBe(params);
  });
});

describe('big_number with legacy params', () => {
  it('takes the time column as x-axis and the range as a temporal filter, keeping compare_lag', () => {
    const { vizType, params } = migrateLegacyFormData('big_number', {
      viz_type: 'big_number',
      granularity_sqla: 'ds',
      time_range: 'Last quarter',
      metric: 'count',
      compare_lag: 10,
      compare_suffix: 'over 10Y',
      adhoc_filters: [],
    });
    expect(vizType).toBe('big_number');
    expect(params).toMatchObject({ x_axis: 'ds', time_grain_sqla: 'P1D', compare_lag: 10, compare_suffix: 'over 10Y' });
    expect(params['adhoc_filters']).toEqual([temporalFilter('ds', 'Last quarter')]);
    expect(params).not.toHaveProperty('granularity_sqla');
  });

  it('leaves a big number that already has an x-axis alone', () => {
    const params = { viz_type: 'big_number', x_axis: 'ds', granularity_sqla: 'ds' };
    expect(migrateLegacyFormData('big_number', params).params).toBe(params);
  });
});

describe('MigrateHeatmapChart (heatmap → heatmap_v2)', () => {
  it('renames the axes and bounds, drops the canvas options, uses a continuous legend', () => {
    const { vizType, params } = migrateLegacyFormData('heatmap', {
      viz_type: 'heatmap',
      all_columns_x: 'source',
      all_columns_y: 'target',
      metric: 'sum__value',
      y_axis_bounds: [null, null],
      show_perc: true,
      sort_by_metric: false,
      canvas_image_rendering: 'pixelated',
      normalize_across: 'heatmap',
    });
    expect(vizType).toBe('heatmap_v2');
    expect(params).toEqual({
      viz_type: 'heatmap_v2',
      x_axis: 'source',
      groupby: 'target',
      metric: 'sum__value',
      value_bounds: [null, null],
      show_percentage: true,
      normalize_across: 'heatmap',
      legend_type: 'continuous',
    });
  });
});

describe('MigrateHistogramChart (histogram → histogram_v2)', () => {
  it('takes the first column, the link length as bins, and renames the axis labels', () => {
    const { vizType, params } = migrateLegacyFormData('histogram', {
      viz_type: 'histogram',
      all_columns_x: ['num_boys', 'num_girls'],
      link_length: '10',
      x_axis_label: 'Boys',
      y_axis_label: 'Count',
      normalized: true,
      queryFields: { all_columns_x: 'columns' },
      groupby: null,
    });
    expect(vizType).toBe('histogram_v2');
    expect(params).toEqual({
      viz_type: 'histogram_v2',
      column: 'num_boys',
      bins: 10,
      groupby: [],
      x_axis_title: 'Boys',
      y_axis_title: 'Count',
      normalize: true,
    });
  });

  it('defaults to 5 bins', () => {
    expect(migrateLegacyFormData('histogram', { all_columns_x: ['x'] }).params['bins']).toBe(5);
  });
});

describe('MigrateSankey (sankey → sankey_v2)', () => {
  it('makes the first two series columns source and target', () => {
    const { vizType, params } = migrateLegacyFormData('sankey', {
      viz_type: 'sankey',
      groupby: ['source', 'target'],
      metric: 'sum__value',
      row_limit: 1000,
    });
    expect(vizType).toBe('sankey_v2');
    expect(params).toEqual({
      viz_type: 'sankey_v2',
      source: 'source',
      target: 'target',
      metric: 'sum__value',
      row_limit: 1000,
    });
  });
});

describe('MigrateSunburst (sunburst → sunburst_v2)', () => {
  it('moves the hierarchy to columns and the time column to a filter (no x-axis)', () => {
    const { vizType, params } = migrateLegacyFormData('sunburst', {
      viz_type: 'sunburst',
      groupby: ['region', 'country_name'],
      metric: 'sum__SP_POP_TOTL',
      granularity_sqla: 'year',
      time_range: 'No filter',
    });
    expect(vizType).toBe('sunburst_v2');
    expect(params).toEqual({
      viz_type: 'sunburst_v2',
      columns: ['region', 'country_name'],
      metric: 'sum__SP_POP_TOTL',
      adhoc_filters: [temporalFilter('year', 'No filter')],
    });
  });
});

describe('MigrateTreeMap (treemap → treemap_v2)', () => {
  it('keeps the first metric and sorts by it when order_desc was set', () => {
    const { vizType, params } = migrateLegacyFormData('treemap', {
      viz_type: 'treemap',
      metrics: ['sum__SP_POP_TOTL', 'count'],
      groupby: ['region'],
      order_desc: true,
      treemap_ratio: 1.618,
    });
    expect(vizType).toBe('treemap_v2');
    expect(params).toEqual({
      viz_type: 'treemap_v2',
      metric: 'sum__SP_POP_TOTL',
      groupby: ['region'],
      sort_by_metric: true,
      treemap_ratio: 1.618,
    });
  });
});

describe('MigratePivotTable (pivot_table → pivot_table_v2)', () => {
  it('renames rows, columns and options, maps the aggregate, sets totals and the row order', () => {
    const { vizType, params } = migrateLegacyFormData('pivot_table', {
      viz_type: 'pivot_table',
      groupby: ['name'],
      columns: ['state'],
      metrics: ['sum__num'],
      pandas_aggfunc: 'mean',
      pivot_margins: true,
      combine_metric: false,
      number_format: 'SMART_NUMBER',
      row_limit: 5000,
      timeseries_limit_metric: 'sum__num',
      transpose_pivot: true,
    });
    expect(vizType).toBe('pivot_table_v2');
    expect(params).toEqual({
      viz_type: 'pivot_table_v2',
      groupbyRows: ['name'],
      groupbyColumns: ['state'],
      metrics: ['sum__num'],
      aggregateFunction: 'Average',
      combineMetric: false,
      valueFormat: 'SMART_NUMBER',
      series_limit: 5000,
      series_limit_metric: 'sum__num',
      transposePivot: true,
      colTotals: true,
      colSubTotals: true,
      rowOrder: 'value_z_to_a',
    });
  });

  it('drops a stale target key so the renamed value wins', () => {
    const { params } = migrateLegacyFormData('pivot_table', { groupby: ['a'], groupbyRows: ['stale'] });
    expect(params['groupbyRows']).toEqual(['a']);
  });
});

describe('MigrateBubbleChart (bubble → bubble_v2)', () => {
  it('renames the NVD3 axis options and truncates the y-axis', () => {
    const { vizType, params } = migrateLegacyFormData('bubble', {
      viz_type: 'bubble',
      entity: 'country_name',
      series: 'region',
      x: 'sum__SP_RUR_TOTL_ZS',
      y: 'sum__SP_DYN_LE00_IN',
      size: 'sum__SP_POP_TOTL',
      limit: 50,
      x_axis_label: 'Rural',
      bottom_margin: null,
      x_log_scale: false,
      y_log_scale: true,
      x_ticks_layout: 'staggered',
      x_axis_format: '.3s',
      x_axis_showminmax: true,
    });
    expect(vizType).toBe('bubble_v2');
    expect(params).toMatchObject({
      row_limit: 50,
      x_axis_title_margin: 30,
      logXAxis: false,
      logYAxis: true,
      xAxisLabelRotation: 0,
      xAxisFormat: '.3s',
      truncateYAxis: true,
      x_axis_label: 'Rural',
    });
    for (const key of ['limit', 'x_axis_showminmax', 'bottom_margin', 'x_ticks_layout']) {
      expect(params).not.toHaveProperty(key);
    }
  });
});

describe('types that are not migrated', () => {
  it('keeps filter_box a legacy type, and current types, unchanged', () => {
    const params = { viz_type: 'filter_box', filter_configs: [] };
    expect(isLegacyVizType('filter_box')).toBe(false);
    expect(migrateLegacyFormData('filter_box', params)).toEqual({ vizType: 'filter_box', params });
    expect(migrateLegacyFormData('echarts_timeseries_line', params).vizType).toBe('echarts_timeseries_line');
    expect(isLegacyVizType('dist_bar')).toBe(true);
  });
});

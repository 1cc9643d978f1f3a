import { describe, expect, it } from 'vitest';
import { isLegacyVizType, migrateLegacyFormData } from './index.js';

const timeFilter = {
  clause: 'WHERE',
  subject: 'ds',
  operator: 'TEMPORAL_RANGE',
  comparator: 'Last year',
  expressionType: 'SIMPLE',
};
const girlsFilter = {
  clause: 'WHERE',
  subject: 'gender',
  operator: '==',
  comparator: 'girl',
  expressionType: 'SIMPLE',
};

describe('MigrateDualLine (dual_line → mixed_timeseries)', () => {
  const before = {
    viz_type: 'dual_line',
    granularity_sqla: 'ds',
    time_range: 'Last year',
    metric: 'num_boys',
    metric_2: 'num_girls',
    y_axis_format: ',d',
    y_axis_2_format: '.1%',
    y_axis_bounds: [50, 100],
    y_axis_2_bounds: [75, 150],
    x_axis_format: 'smart_date',
    adhoc_filters: [girlsFilter],
    color_scheme: 'bnbColors',
  };

  it('is a legacy type', () => {
    expect(isLegacyVizType('dual_line')).toBe(true);
  });

  it('makes the two metrics query A and query B on the primary and secondary axes', () => {
    const { vizType, params } = migrateLegacyFormData('dual_line', before);
    expect(vizType).toBe('mixed_timeseries');
    expect(params).toEqual({
      viz_type: 'mixed_timeseries',
      metrics: ['num_boys'],
      metrics_b: ['num_girls'],
      yAxisIndex: 0,
      yAxisIndexB: 1,
      truncateYAxis: true,
      y_axis_format: ',d',
      y_axis_format_secondary: '.1%',
      y_axis_bounds: [50, 100],
      y_axis_bounds_secondary: [75, 150],
      x_axis_time_format: 'smart_date',
      x_axis: 'ds',
      time_grain_sqla: 'P1D',
      adhoc_filters: [girlsFilter, timeFilter],
      adhoc_filters_b: [girlsFilter, timeFilter],
      color_scheme: 'bnbColors',
    });
  });

  it('gives query B the time filter even without other filters, and changes nothing when run again', () => {
    const { params } = migrateLegacyFormData('dual_line', { ...before, adhoc_filters: undefined });
    expect(params['adhoc_filters_b']).toEqual([timeFilter]);
    expect(migrateLegacyFormData('mixed_timeseries', params).params).toEqual(params);
  });
});

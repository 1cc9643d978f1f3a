import { describe, expect, it } from 'vitest';
import { migrateLegacyFormData } from './index.js';

/** An ECharts line chart's params as Superset 2.1 saved them (no generic chart axes). */
const LINE_2_1 = {
  datasource: '2__table',
  viz_type: 'echarts_timeseries_line',
  slice_id: 501,
  granularity_sqla: 'date',
  time_grain_sqla: 'P1M',
  time_range: 'Last year',
  metrics: ['avg_temp_max'],
  groupby: ['weather'],
  adhoc_filters: [{ clause: 'WHERE', expressionType: 'SIMPLE', subject: 'weather', operator: '==', comparator: 'sun' }],
  seriesType: 'line',
};

describe('ECharts time-series charts saved before Superset 4 (granularity_sqla, no x_axis)', () => {
  it.each(['echarts_timeseries_line', 'echarts_area', 'echarts_timeseries_bar', 'echarts_timeseries_step'])(
    '%s keeps its type and draws over its time column, the range a TEMPORAL_RANGE filter on it',
    (vizType) => {
      const { vizType: target, params } = migrateLegacyFormData(vizType, { ...LINE_2_1, viz_type: vizType });
      expect(target).toBe(vizType);
      expect(params['x_axis']).toBe('date');
      expect(params['time_grain_sqla']).toBe('P1M');
      expect(params).not.toHaveProperty('granularity_sqla');
      expect(params).not.toHaveProperty('time_range');
      expect(params['adhoc_filters']).toEqual([
        ...LINE_2_1.adhoc_filters,
        {
          clause: 'WHERE',
          subject: 'date',
          operator: 'TEMPORAL_RANGE',
          comparator: 'Last year',
          expressionType: 'SIMPLE',
        },
      ]);
      expect(params['groupby']).toEqual(['weather']);
    },
  );

  it('gives an x-axis without a grain the day grain, and a missing range No filter', () => {
    const { params } = migrateLegacyFormData('echarts_timeseries_smooth', {
      granularity_sqla: 'date',
      metrics: ['count'],
    });
    expect(params['x_axis']).toBe('date');
    expect(params['time_grain_sqla']).toBe('P1D');
    expect(params['adhoc_filters']).toEqual([
      {
        clause: 'WHERE',
        subject: 'date',
        operator: 'TEMPORAL_RANGE',
        comparator: 'No filter',
        expressionType: 'SIMPLE',
      },
    ]);
  });

  it('leaves charts with an x-axis, without a time column, or of other types as saved', () => {
    const withAxis = { ...LINE_2_1, x_axis: 'date' };
    expect(migrateLegacyFormData('echarts_timeseries_line', withAxis).params).toBe(withAxis);
    const noTime = { ...LINE_2_1, granularity_sqla: null };
    expect(migrateLegacyFormData('echarts_timeseries_line', noTime).params).toBe(noTime);
    expect(migrateLegacyFormData('table', LINE_2_1).params).toBe(LINE_2_1);
  });

  it('changes nothing more the second time', () => {
    const once = migrateLegacyFormData('echarts_area', LINE_2_1);
    expect(migrateLegacyFormData(once.vizType, once.params).params).toBe(once.params);
  });
});

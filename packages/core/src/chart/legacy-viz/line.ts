import { applyMigrateViz, type LegacyVizProcessor } from './migrate-viz.js';
import { TIMESERIES_REMOVE_KEYS, TIMESERIES_RENAME_KEYS, timeseriesPreAction } from './timeseries.js';

/**
 * Superset's `MigrateLineChart` (line → echarts_timeseries_line): the NVD3 interpolation picks the
 * successor, cardinal the smooth line and step-before/after the step line with its series type.
 */
export const lineProcessor: LegacyVizProcessor = {
  source: 'line',
  migrate: (params) => {
    const data = timeseriesPreAction(params);
    const interpolation = data['line_interpolation'];
    let target = 'echarts_timeseries_line';
    if (interpolation === 'cardinal') target = 'echarts_timeseries_smooth';
    else if (interpolation === 'step-before' || interpolation === 'step-after') {
      target = 'echarts_timeseries_step';
      data['seriesType'] = interpolation === 'step-before' ? 'start' : 'end';
    }
    return applyMigrateViz(
      { target, renameKeys: TIMESERIES_RENAME_KEYS, removeKeys: TIMESERIES_REMOVE_KEYS, hasXAxisControl: true },
      data,
    );
  },
};

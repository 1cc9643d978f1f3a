import { applyMigrateViz, isTruthy, type LegacyVizProcessor } from './migrate-viz.js';
import { TIMESERIES_REMOVE_KEYS, TIMESERIES_RENAME_KEYS, timeseriesPreAction } from './timeseries.js';

/** Superset's `MigrateBarChart` (time-series bar → echarts_timeseries_bar): bar values and stacking. */
export const barProcessor: LegacyVizProcessor = {
  source: 'bar',
  migrate: (params) => {
    const data = timeseriesPreAction(params);
    data['stack'] = isTruthy(data['bar_stacked']) ? 'Stack' : null;
    return applyMigrateViz(
      {
        target: 'echarts_timeseries_bar',
        renameKeys: { ...TIMESERIES_RENAME_KEYS, show_bar_value: 'show_value' },
        removeKeys: [...TIMESERIES_REMOVE_KEYS, 'bar_stacked'],
        hasXAxisControl: true,
      },
      data,
    );
  },
};

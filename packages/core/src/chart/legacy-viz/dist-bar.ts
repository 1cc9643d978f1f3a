import { applyMigrateViz, asList, isTruthy, type LegacyVizProcessor } from './migrate-viz.js';
import { TIMESERIES_REMOVE_KEYS, TIMESERIES_RENAME_KEYS, timeseriesPreAction } from './timeseries.js';

/**
 * Superset's `MigrateDistBarChart` (dist_bar → echarts_timeseries_bar): the first series column is
 * the x-axis (it takes one), the other series and breakdown columns become dimensions; labels turn
 * 45 degrees. No x-axis control here: a time column only becomes the temporal filter.
 */
export const distBarProcessor: LegacyVizProcessor = {
  source: 'dist_bar',
  migrate: (params) => {
    const data = timeseriesPreAction(params);
    const groupby = asList(data['groupby']);
    const columns = asList(data['columns']);
    if (groupby.length > 0) data['x_axis'] = groupby[0];
    data['groupby'] = [...groupby.slice(1), ...columns];
    data['stack'] = isTruthy(data['bar_stacked']) ? 'Stack' : null;
    data['x_ticks_layout'] = 45;
    return applyMigrateViz(
      {
        target: 'echarts_timeseries_bar',
        renameKeys: { ...TIMESERIES_RENAME_KEYS, show_bar_value: 'show_value' },
        removeKeys: [...TIMESERIES_REMOVE_KEYS, 'columns', 'bar_stacked'],
        hasXAxisControl: false,
      },
      data,
    );
  },
};

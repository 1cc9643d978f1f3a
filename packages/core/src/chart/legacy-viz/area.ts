import { applyMigrateViz, isTruthy, type LegacyVizProcessor } from './migrate-viz.js';
import { TIMESERIES_REMOVE_KEYS, TIMESERIES_RENAME_KEYS, timeseriesPreAction } from './timeseries.js';

const STACKED: Readonly<Record<string, string>> = { expand: 'Expand', stack: 'Stack', stream: 'Stream' };

/**
 * Superset's `MigrateAreaChart` (area → echarts_area): the NVD3 stacked style becomes the stack mode
 * (stack when unset; an unknown style none), at 0.7 opacity.
 */
export const areaProcessor: LegacyVizProcessor = {
  source: 'area',
  migrate: (params) => {
    const data = timeseriesPreAction(params);
    const style = isTruthy(data['stacked_style']) ? String(data['stacked_style']) : 'stack';
    data['stack'] = Object.hasOwn(STACKED, style) ? STACKED[style] : null;
    data['opacity'] = 0.7;
    return applyMigrateViz(
      {
        target: 'echarts_area',
        renameKeys: TIMESERIES_RENAME_KEYS,
        removeKeys: [...TIMESERIES_REMOVE_KEYS, 'stacked_style'],
        hasXAxisControl: true,
      },
      data,
    );
  },
};

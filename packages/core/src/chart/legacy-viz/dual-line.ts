import { applyMigrateViz, type LegacyVizProcessor } from './migrate-viz.js';

/**
 * Superset's `MigrateDualLine` (dual_line → mixed_timeseries): the two metrics become query A's and
 * query B's metric lists on the primary and secondary axes, query B shares query A's filters
 * (the time filter included, added after the migration), and the y-axis is truncated.
 */
export const dualLineProcessor: LegacyVizProcessor = {
  source: 'dual_line',
  migrate: (params) => {
    const data = { ...params };
    data['yAxisIndex'] = 0;
    data['yAxisIndexB'] = 1;
    data['adhoc_filters_b'] = data['adhoc_filters'];
    data['truncateYAxis'] = true;
    data['metrics'] = [data['metric'] ?? null];
    data['metrics_b'] = [data['metric_2'] ?? null];
    const migrated = applyMigrateViz(
      {
        target: 'mixed_timeseries',
        renameKeys: {
          x_axis_format: 'x_axis_time_format',
          y_axis_2_format: 'y_axis_format_secondary',
          y_axis_2_bounds: 'y_axis_bounds_secondary',
        },
        removeKeys: ['metric', 'metric_2'],
        hasXAxisControl: true,
      },
      data,
    );
    const filters = migrated.params['adhoc_filters'];
    migrated.params['adhoc_filters_b'] = Array.isArray(filters) ? filters : [];
    return migrated;
  },
};

import { applyMigrateViz, isTruthy, type LegacyVizProcessor } from './migrate-viz.js';

/**
 * Superset's `MigrateHistogramChart` (histogram → histogram_v2): the first of the columns is the
 * histogram's column, the NVD3 `link_length` the bin count (5 when unset), no series is [].
 */
export const histogramProcessor: LegacyVizProcessor = {
  source: 'histogram',
  migrate: (params) => {
    const data = { ...params };
    const columns = data['all_columns_x'];
    if (Array.isArray(columns) && columns.length > 0) data['column'] = columns[0];
    const linkLength = data['link_length'];
    // Python's int(): a numeric text or number, truncated; anything else keeps Superset's default.
    const bins = isTruthy(linkLength) ? Math.trunc(Number(linkLength)) : 5;
    data['bins'] = Number.isFinite(bins) ? bins : 5;
    if (!isTruthy(data['groupby'])) data['groupby'] = [];
    return applyMigrateViz(
      {
        target: 'histogram_v2',
        renameKeys: { x_axis_label: 'x_axis_title', y_axis_label: 'y_axis_title', normalized: 'normalize' },
        removeKeys: ['all_columns_x', 'link_length', 'queryFields'],
      },
      data,
    );
  },
};

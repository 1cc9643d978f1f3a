import { applyMigrateViz, isTruthy, type LegacyVizProcessor } from './migrate-viz.js';

/**
 * Superset's `MigrateBubbleChart` (bubble → bubble_v2): NVD3 axis names to ECharts names, a titled
 * x-axis gets a 30px margin, 45° ticks become a 45 degree rotation, the y-axis is truncated.
 */
export const bubbleProcessor: LegacyVizProcessor = {
  source: 'bubble',
  migrate: (params) => {
    const data = { ...params };
    const margin = data['bottom_margin'];
    if (isTruthy(data['x_axis_label']) && (!isTruthy(margin) || margin === 'auto')) data['bottom_margin'] = 30;
    if (isTruthy(data['x_ticks_layout'])) data['x_ticks_layout'] = data['x_ticks_layout'] === '45°' ? 45 : 0;
    data['y_axis_showminmax'] = true;
    return applyMigrateViz(
      {
        target: 'bubble_v2',
        renameKeys: {
          bottom_margin: 'x_axis_title_margin',
          left_margin: 'y_axis_title_margin',
          limit: 'row_limit',
          x_axis_format: 'xAxisFormat',
          x_log_scale: 'logXAxis',
          x_ticks_layout: 'xAxisLabelRotation',
          y_axis_showminmax: 'truncateYAxis',
          y_log_scale: 'logYAxis',
        },
        removeKeys: ['x_axis_showminmax'],
      },
      data,
    );
  },
};

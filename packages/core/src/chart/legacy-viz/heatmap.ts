import { applyMigrateViz, type LegacyVizProcessor } from './migrate-viz.js';

/** Superset's `MigrateHeatmapChart` (heatmap → heatmap_v2): axes from the x/y columns, continuous legend. */
export const heatmapProcessor: LegacyVizProcessor = {
  source: 'heatmap',
  migrate: (params) =>
    applyMigrateViz(
      {
        target: 'heatmap_v2',
        renameKeys: {
          all_columns_x: 'x_axis',
          all_columns_y: 'groupby',
          y_axis_bounds: 'value_bounds',
          show_perc: 'show_percentage',
        },
        removeKeys: ['sort_by_metric', 'canvas_image_rendering'],
      },
      { ...params, legend_type: 'continuous' },
    ),
};

import { applyMigrateViz, type LegacyVizProcessor } from './migrate-viz.js';

/** Superset's `MigrateTreeMap` (treemap → treemap_v2): one metric (the first), order_desc sorts by it. */
export const treemapProcessor: LegacyVizProcessor = {
  source: 'treemap',
  migrate: (params) => {
    const data = { ...params };
    const metrics = data['metrics'];
    if (Array.isArray(metrics) && metrics.length > 0) data['metric'] = metrics[0];
    return applyMigrateViz(
      { target: 'treemap_v2', renameKeys: { order_desc: 'sort_by_metric' }, removeKeys: ['metrics'] },
      data,
    );
  },
};

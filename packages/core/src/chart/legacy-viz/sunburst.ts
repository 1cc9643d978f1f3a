import { applyMigrateViz, type LegacyVizProcessor } from './migrate-viz.js';

/** Superset's `MigrateSunburst` (sunburst → sunburst_v2): the hierarchy moves from groupby to columns. */
export const sunburstProcessor: LegacyVizProcessor = {
  source: 'sunburst',
  migrate: (params) => applyMigrateViz({ target: 'sunburst_v2', renameKeys: { groupby: 'columns' } }, { ...params }),
};

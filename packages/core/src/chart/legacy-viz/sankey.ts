import { applyMigrateViz, type LegacyVizProcessor } from './migrate-viz.js';

/** Superset's `MigrateSankey` (sankey → sankey_v2): the first two series columns are source and target. */
export const sankeyProcessor: LegacyVizProcessor = {
  source: 'sankey',
  migrate: (params) => {
    const data = { ...params };
    const groupby = data['groupby'];
    if (Array.isArray(groupby) && groupby.length > 1) {
      data['source'] = groupby[0];
      data['target'] = groupby[1];
    }
    return applyMigrateViz({ target: 'sankey_v2', removeKeys: ['groupby'] }, data);
  },
};

import { applyMigrateViz, isTruthy, type LegacyVizProcessor } from './migrate-viz.js';

/** Superset's `MigratePivotTable.aggregation_mapping`: pandas function names to the v2 aggregator names. */
const AGGREGATION_MAPPING: Readonly<Record<string, string>> = {
  sum: 'Sum',
  mean: 'Average',
  median: 'Median',
  min: 'Minimum',
  max: 'Maximum',
  std: 'Sample Standard Deviation',
  var: 'Sample Variance',
};

/**
 * Superset's `MigratePivotTable` (pivot_table → pivot_table_v2): columns and rows, the aggregate
 * function by its v2 name, margins as column totals and subtotals, rows ordered by value
 * descending. An aggregate Superset does not map (it would fail there) is kept as saved.
 */
export const pivotTableProcessor: LegacyVizProcessor = {
  source: 'pivot_table',
  migrate: (params) => {
    const data = { ...params };
    const margins = data['pivot_margins'];
    if (isTruthy(margins)) {
      data['colTotals'] = margins;
      data['colSubTotals'] = margins;
    }
    const aggfunc = data['pandas_aggfunc'];
    if (typeof aggfunc === 'string' && Object.hasOwn(AGGREGATION_MAPPING, aggfunc)) {
      data['pandas_aggfunc'] = AGGREGATION_MAPPING[aggfunc];
    }
    data['rowOrder'] = 'value_z_to_a';
    return applyMigrateViz(
      {
        target: 'pivot_table_v2',
        renameKeys: {
          columns: 'groupbyColumns',
          combine_metric: 'combineMetric',
          groupby: 'groupbyRows',
          number_format: 'valueFormat',
          pandas_aggfunc: 'aggregateFunction',
          row_limit: 'series_limit',
          timeseries_limit_metric: 'series_limit_metric',
          transpose_pivot: 'transposePivot',
        },
        removeKeys: ['pivot_margins'],
      },
      data,
    );
  },
};

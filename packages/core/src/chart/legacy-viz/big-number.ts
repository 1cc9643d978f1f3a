import { isTruthy, migrateTemporalFilter, type LegacyVizProcessor } from './migrate-viz.js';

/**
 * Big Number with Trendline saved before generic x-axes (Superset < 3) keeps its time column in
 * `granularity_sqla`. Superset has no processor for it: its x-axis control takes `granularity_sqla`
 * as initial value when `x_axis` is unset (xAxisMixin's initialValue). Tessera does that once, with
 * the base `_migrate_temporal_filter` so the saved range becomes the TEMPORAL_RANGE filter the other
 * migrated types get. Its other legacy params (compare_lag, compare_suffix, ...) are still read.
 */
export const bigNumberProcessor: LegacyVizProcessor = {
  source: 'big_number',
  migrate: (params) => {
    if (!isTruthy(params['granularity_sqla']) || isTruthy(params['x_axis'])) {
      return { vizType: 'big_number', params };
    }
    const data = { ...params };
    migrateTemporalFilter(data, true);
    return { vizType: 'big_number', params: data };
  },
};

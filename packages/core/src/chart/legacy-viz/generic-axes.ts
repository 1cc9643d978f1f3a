import { isTruthy, migrateTemporalFilter, type LegacyMigration, type LegacyParams } from './migrate-viz.js';

/** Superset's ECharts types that draw over an x-axis control since generic chart axes (Superset 4). */
const X_AXIS_VIZ_TYPES: ReadonlySet<string> = new Set([
  'echarts_timeseries',
  'echarts_timeseries_line',
  'echarts_timeseries_smooth',
  'echarts_timeseries_step',
  'echarts_timeseries_scatter',
  'echarts_timeseries_bar',
  'echarts_area',
  'mixed_timeseries',
]);

/**
 * An ECharts time-series chart saved before Superset 4 names its time column in
 * `granularity_sqla` and has no `x_axis`; Superset's getXAxisColumn then falls back to that
 * column. Saved here as the successor form Superset's `_migrate_temporal_filter` writes for types
 * with an x-axis control: the column becomes the x-axis (day grain unless one is set) and the
 * time range a TEMPORAL_RANGE filter on it. Null when the chart needs nothing.
 */
export const migrateGenericAxes = (vizType: string, params: LegacyParams): LegacyMigration | null => {
  if (!X_AXIS_VIZ_TYPES.has(vizType) || isTruthy(params['x_axis']) || !isTruthy(params['granularity_sqla'])) {
    return null;
  }
  const data: LegacyParams = { ...params };
  migrateTemporalFilter(data, true);
  return { vizType, params: data };
};

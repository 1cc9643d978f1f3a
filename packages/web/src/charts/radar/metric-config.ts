import { readOptionalNumber } from '../form-data';

/**
 * `column_config` as Superset's radar keeps it: per metric label, the optional max (and min) of
 * its axis. A number sets the bound; null asks for the data's own; missing leaves ECharts' scale.
 */
export interface RadarMetricBounds {
  max: number | null | undefined;
  min: number | null | undefined;
}

const readBound = (value: unknown): number | null | undefined =>
  value === null ? null : value === undefined ? undefined : (readOptionalNumber(value) ?? undefined);

export const readMetricBounds = (columnConfig: unknown, metric: string): RadarMetricBounds => {
  const entry =
    typeof columnConfig === 'object' && columnConfig !== null && Object.hasOwn(columnConfig, metric)
      ? (columnConfig as Record<string, unknown>)[metric]
      : undefined;
  const fields = typeof entry === 'object' && entry !== null ? (entry as Record<string, unknown>) : {};
  return { max: readBound(fields['radarMetricMaxValue']), min: readBound(fields['radarMetricMinValue']) };
};

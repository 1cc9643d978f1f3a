/**
 * Superset's FixedOrMetricControl value (deck_scatter's `point_radius_fixed`, deck_polygon's
 * elevation): `{type: 'fix', value: <number>}` or `{type: 'metric', value: <saved or adhoc metric>}`.
 * The explore widget and the charts read it through these rules.
 */
export type FixedOrMetricValue = { type: 'fix'; value: number } | { type: 'metric'; value: unknown };

/**
 * A fixed value as typed: a finite number (numeric strings too, as Superset's float TextControl
 * parses them), else null. Blank is null, not 0.
 */
export const parseFixedNumber = (value: unknown): number | null => {
  const n = typeof value === 'string' ? (value.trim() === '' ? Number.NaN : Number(value)) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : null;
};

/**
 * A saved value as the charts read it: a metric when one is chosen; otherwise the fixed number, or
 * `fallback` (the control's default) when the value is missing, not a number, or a metric with none
 * chosen yet (Superset saves `{type: 'metric'}` as soon as the metric side is picked).
 */
export const readFixedOrMetric = (value: unknown, fallback: number): FixedOrMetricValue => {
  if (typeof value !== 'object' || value === null) return { type: 'fix', value: fallback };
  const v = value as Record<string, unknown>;
  if (v['type'] === 'metric' && v['value'] !== undefined && v['value'] !== null)
    return { type: 'metric', value: v['value'] };
  return { type: 'fix', value: parseFixedNumber(v['value']) ?? fallback };
};

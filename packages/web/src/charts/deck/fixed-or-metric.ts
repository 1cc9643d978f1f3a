/** Superset's FixedOrMetricControl value (`point_radius_fixed`): a fixed number or a metric. */
export type FixedOrMetric = { type: 'fix'; value: number } | { type: 'metric'; value: unknown };

/** A saved FixedOrMetricControl value; anything unreadable is the fixed `fallback`. */
export const readFixedOrMetric = (value: unknown, fallback = 1000): FixedOrMetric => {
  if (typeof value !== 'object' || value === null) return { type: 'fix', value: fallback };
  const v = value as Record<string, unknown>;
  if (v['type'] === 'metric' && v['value'] !== undefined && v['value'] !== null)
    return { type: 'metric', value: v['value'] };
  const n = Number(v['value']);
  return { type: 'fix', value: Number.isFinite(n) ? n : fallback };
};

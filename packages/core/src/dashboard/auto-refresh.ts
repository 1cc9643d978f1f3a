import type { DashboardMetadata } from './json-metadata.js';

/**
 * Superset's DASHBOARD_AUTO_REFRESH_INTERVALS (superset/config.py): seconds and Superset's label.
 * The label is the English source text; the web shows it through its t().
 */
export const AUTO_REFRESH_CHOICES: readonly { value: number; label: string }[] = [
  { value: 0, label: "Don't refresh" },
  { value: 10, label: '10 seconds' },
  { value: 30, label: '30 seconds' },
  { value: 60, label: '1 minute' },
  { value: 300, label: '5 minutes' },
  { value: 1800, label: '30 minutes' },
  { value: 3600, label: '1 hour' },
  { value: 21600, label: '6 hours' },
  { value: 43200, label: '12 hours' },
  { value: 86400, label: '24 hours' },
];

/** fetchCharts' default stagger window when json_metadata has no (or a zero) stagger_time. */
export const DEFAULT_STAGGER_TIME_MS = 5000;
/** A periodic refresh asks fetchCharts for an interval of a fifth of the refresh frequency (useHeaderAutoRefresh). */
export const PERIODIC_REFRESH_INTERVAL_SHARE = 0.2;

/** Superset's stagger_refresh reading: a boolean as is, missing is true, a string only when 'true'. */
export const isStaggerRefresh = (value: DashboardMetadata['stagger_refresh']): boolean =>
  typeof value === 'boolean' ? value : value === undefined ? true : value === 'true';

/**
 * When each chart of a periodic refresh starts, in ms from the tick, as Superset's periodic
 * render and fetchCharts do: charts in `timed_refresh_immune_slices` are left out; the
 * interval is a fifth of the refresh frequency; with no interval, or `stagger_refresh` false
 * (boolean or 'false'), or one chart, all start at 0; otherwise the window is
 * max(interval, stagger_time || 5000) and chart i waits i × window / (count − 1).
 */
export const staggerDelays = (
  chartIds: readonly number[],
  refreshFrequencySeconds: number,
  metadata: Pick<DashboardMetadata, 'stagger_refresh' | 'stagger_time' | 'timed_refresh_immune_slices'>,
): Map<number, number> => {
  const immune = new Set(metadata.timed_refresh_immune_slices ?? []);
  const charts = chartIds.filter((id) => !immune.has(id));
  const interval = refreshFrequencySeconds * 1000 * PERIODIC_REFRESH_INTERVAL_SHARE;
  const delays = new Map<number, number>();
  if (!interval || !isStaggerRefresh(metadata.stagger_refresh) || charts.length <= 1) {
    for (const id of charts) delays.set(id, 0);
    return delays;
  }
  const refreshTime = Math.max(interval, metadata.stagger_time || DEFAULT_STAGGER_TIME_MS);
  const step = refreshTime / (charts.length - 1);
  charts.forEach((id, i) => delays.set(id, step * i));
  return delays;
};

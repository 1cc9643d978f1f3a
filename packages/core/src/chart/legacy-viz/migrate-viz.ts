import { NO_TIME_RANGE } from '../../time/time-range.js';

/** Saved chart params (form data) as Superset 1–3 stored them; any key may be missing. */
export type LegacyParams = Record<string, unknown>;

export interface LegacyMigration {
  vizType: string;
  params: LegacyParams;
}

/** One of Superset's `MigrateViz` processors (superset/migrations/shared/migrate_viz/processors.py). */
export interface LegacyVizProcessor {
  source: string;
  migrate: (params: LegacyParams) => LegacyMigration;
}

/** The class attributes of a `MigrateViz` subclass. */
export interface MigrateVizSpec {
  target: string;
  renameKeys?: Readonly<Record<string, string>>;
  removeKeys?: readonly string[];
  /** Superset's `has_x_axis_control`: the time column becomes the x-axis. */
  hasXAxisControl?: boolean;
}

/** Python truthiness, which Superset's processors test params with (`if value:`). */
export const isTruthy = (value: unknown): boolean => {
  if (value === null || value === undefined || value === false || value === 0 || value === '') return false;
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value === 'object') return Object.keys(value).length > 0;
  return true;
};

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Superset's `ensure_is_array` / `as_list`: a list stays, nothing is [], a scalar is [scalar]. */
export const asList = (value: unknown): unknown[] =>
  Array.isArray(value) ? value : value === null || value === undefined ? [] : [value];

/** Superset's TimeGrain.DAY, the grain `_migrate_temporal_filter` gives an x-axis without one. */
export const DAY_GRAIN = 'P1D';

/**
 * Superset's `MigrateViz._migrate_temporal_filter`: `granularity_sqla` and `time_range` leave the
 * params (time_range even when there is no time column); the time column becomes a TEMPORAL_RANGE
 * adhoc filter with the range (or DEFAULT_TIME_FILTER, 'No filter'), and, for types with an x-axis
 * control, the x-axis with a day grain unless one is set. An adhoc (dict) time column becomes a SQL
 * filter on its expression.
 */
export const migrateTemporalFilter = (data: LegacyParams, hasXAxisControl: boolean): void => {
  const granularity = data['granularity_sqla'];
  const timeRange = isTruthy(data['time_range']) ? data['time_range'] : NO_TIME_RANGE;
  delete data['granularity_sqla'];
  delete data['time_range'];
  if (!isTruthy(granularity)) return;
  if (hasXAxisControl) {
    data['x_axis'] = granularity;
    data['time_grain_sqla'] = isTruthy(data['time_grain_sqla']) ? data['time_grain_sqla'] : DAY_GRAIN;
  }
  const filter: Record<string, unknown> = isRecord(granularity)
    ? {
        clause: 'WHERE',
        subject: granularity['label'],
        operator: 'TEMPORAL_RANGE',
        comparator: null,
        expressionType: 'SQL',
        sqlExpression: granularity['sqlExpression'],
      }
    : {
        clause: 'WHERE',
        subject: granularity,
        operator: 'TEMPORAL_RANGE',
        comparator: timeRange,
        expressionType: 'SIMPLE',
      };
  const existing = Array.isArray(data['adhoc_filters']) ? data['adhoc_filters'] : [];
  data['adhoc_filters'] = [...existing, filter];
};

/**
 * Superset's `MigrateViz._migrate` after `_pre_action` has run on `data`: the viz type is replaced,
 * a rename's target already present is dropped so the renamed value wins, keys are renamed or
 * removed, then the temporal filter is added.
 */
export const applyMigrateViz = (spec: MigrateVizSpec, data: LegacyParams): LegacyMigration => {
  const renames = spec.renameKeys ?? {};
  const removed = new Set(spec.removeKeys ?? []);
  const source: LegacyParams = { ...data };
  if ('viz_type' in source) source['viz_type'] = spec.target;
  for (const [from, to] of Object.entries(renames)) {
    if (from in source && to in source) delete source[to];
  }
  const out: LegacyParams = {};
  for (const [key, value] of Object.entries(source)) {
    const renamed = Object.hasOwn(renames, key) ? renames[key] : undefined;
    if (renamed !== undefined) out[renamed] = value;
    else if (!removed.has(key)) out[key] = value;
  }
  migrateTemporalFilter(out, spec.hasXAxisControl ?? false);
  return { vizType: spec.target, params: out };
};

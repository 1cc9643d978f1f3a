import type { ExtraFormData } from './data-mask.js';

/** Keys whose lists add up when several filters apply (superset-ui-core query/constants.ts). */
export const EXTRA_FORM_DATA_APPEND_KEYS = [
  'adhoc_filters',
  'filters',
  'interactive_groupby',
  'interactive_highlight',
  'interactive_drilldown',
  'custom_form_data',
] as const;

/** Override keys that map onto a query object key (EXTRA_FORM_DATA_OVERRIDE_REGULAR_MAPPINGS). */
export const EXTRA_FORM_DATA_OVERRIDE_REGULAR_MAPPINGS = {
  granularity: 'granularity',
  granularity_sqla: 'granularity',
  time_column: 'time_column',
  time_grain: 'time_grain',
  time_range: 'time_range',
} as const;

/** Override keys that go to the query's extras (EXTRA_FORM_DATA_OVERRIDE_EXTRA_KEYS). */
export const EXTRA_FORM_DATA_OVERRIDE_EXTRA_KEYS = ['relative_start', 'relative_end', 'time_grain_sqla'] as const;

/** Keys where the later filter wins (EXTRA_FORM_DATA_OVERRIDE_KEYS). */
export const EXTRA_FORM_DATA_OVERRIDE_KEYS = [
  ...(Object.keys(
    EXTRA_FORM_DATA_OVERRIDE_REGULAR_MAPPINGS,
  ) as (keyof typeof EXTRA_FORM_DATA_OVERRIDE_REGULAR_MAPPINGS)[]),
  ...EXTRA_FORM_DATA_OVERRIDE_EXTRA_KEYS,
] as const;

/**
 * Superset's mergeExtraFormData: append keys concatenate (original first; a key whose merged list
 * is empty is left out, and a value that is not a list counts as none, as the isIterable guard
 * does), override keys take the newer value when it is set. Other keys are not carried.
 */
export const mergeExtraFormData = (original: ExtraFormData = {}, next: ExtraFormData = {}): ExtraFormData => {
  const merged: Record<string, unknown> = {};
  const a: Record<string, unknown> = { ...original };
  const b: Record<string, unknown> = { ...next };
  for (const key of EXTRA_FORM_DATA_APPEND_KEYS) {
    const values = [...(Array.isArray(a[key]) ? a[key] : []), ...(Array.isArray(b[key]) ? b[key] : [])];
    if (values.length > 0) merged[key] = values;
  }
  for (const key of EXTRA_FORM_DATA_OVERRIDE_KEYS) {
    if (a[key] !== undefined) merged[key] = a[key];
    if (b[key] !== undefined) merged[key] = b[key];
  }
  return merged as ExtraFormData;
};

/** Whether an extra_form_data adds anything to a chart's query. */
export const isEmptyExtraFormData = (extra: ExtraFormData): boolean =>
  Object.values(extra).every((v) => v === undefined || (Array.isArray(v) && v.length === 0));

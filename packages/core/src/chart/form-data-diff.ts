/**
 * Superset's getFormDataDiffs (explore/exploreUtils/formData.ts): which controls of a chart's form
 * data differ from the saved chart's. Empty values (null, '', [], {}) count as unset, so a control
 * cleared back to nothing is not a change, and page keys that are not saved in the chart's params
 * (slice_id, url_params, dashboardId, force) and Superset's legacy filter keys are ignored.
 */

/** Keys of the page, not of the chart; Superset's explore leaves the legacy filter keys out too. */
const IGNORED_KEYS: ReadonlySet<string> = new Set([
  'slice_id',
  'url_params',
  'dashboardId',
  'force',
  'filters',
  'having',
  'where',
]);

const isEmpty = (value: unknown): boolean =>
  value === null ||
  value === undefined ||
  value === '' ||
  (Array.isArray(value) && value.length === 0) ||
  (typeof value === 'object' && !Array.isArray(value) && Object.keys(value).length === 0);

/** Superset's isEqualish: deep equality where every empty value equals every other and key order is free. */
export const isEqualish = (a: unknown, b: unknown): boolean => {
  if (isEmpty(a) && isEmpty(b)) return true;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((v, i) => isEqualish(v, b[i]));
  if (typeof a === 'object' && typeof b === 'object' && a !== null && b !== null) {
    if (Array.isArray(a) || Array.isArray(b)) return false;
    const left = a as Record<string, unknown>;
    const right = b as Record<string, unknown>;
    const keys = new Set([...Object.keys(left), ...Object.keys(right)]);
    return [...keys].every((key) => isEqualish(left[key], right[key]));
  }
  return a === b;
};

export interface FormDataDiff {
  before: unknown;
  after: unknown;
}

/** The controls whose values differ between the saved and the current form data, by control name. */
export const formDataDiffs = (
  saved: Readonly<Record<string, unknown>>,
  current: Readonly<Record<string, unknown>>,
): Record<string, FormDataDiff> => {
  const diffs: Record<string, FormDataDiff> = {};
  for (const key of new Set([...Object.keys(saved), ...Object.keys(current)])) {
    if (IGNORED_KEYS.has(key)) continue;
    if (!isEqualish(saved[key], current[key])) diffs[key] = { before: saved[key], after: current[key] };
  }
  return diffs;
};

/** The current form data differs from the saved chart's (Superset's 'Altered' tag, our 'unsaved changes'). */
export const hasFormDataChanges = (
  saved: Readonly<Record<string, unknown>>,
  current: Readonly<Record<string, unknown>>,
): boolean => Object.keys(formDataDiffs(saved, current)).length > 0;

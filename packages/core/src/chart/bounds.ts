/**
 * Superset's BoundsControl (y-axis bounds of line charts, time-series table sparklines): a min
 * and a max saved as `[min | null, max | null]`.
 */
export type Bounds = [number | null, number | null];

/** Spec 02 §9: "Bounds debounce 300 ms." Edits reach the form data at most this often. */
export const BOUNDS_DEBOUNCE_MS = 300;

/** Spec 02 §5: "Min/max bounds: non-numeric entries become null". Blank is null too, not 0. */
export const parseBound = (value: unknown): number | null => {
  const n = typeof value === 'string' ? (value.trim() === '' ? NaN : Number(value)) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : null;
};

/** A saved bounds value as a pair, whatever was stored (a missing or malformed value has no bounds). */
export const readBoundsValue = (value: unknown): Bounds =>
  Array.isArray(value) ? [parseBound(value[0]), parseBound(value[1])] : [null, null];

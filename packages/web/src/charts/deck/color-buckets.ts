import { formatNumber, getSequentialScheme, interpolateColors, type FormData } from '@tessera/core';
import { readList, readOptionalNumber, readString } from '../form-data';
import { cssToDeck, type DeckColor } from './colors';
import { readNumeric } from './layer-props';

export const TRANSPARENT: DeckColor = [0, 0, 0, 0];

/** Superset's count when `num_buckets` is blank (the control's own default is 5). */
const DEFAULT_NUM_BUCKETS = 10;

/** The scheme's colours: a sequential scheme's id, or a custom list of colours as Superset also saves it. */
const schemeColors = (value: unknown): string[] => {
  if (Array.isArray(value)) return value.filter((c): c is string => typeof c === 'string');
  return [...getSequentialScheme(typeof value === 'string' ? value : null).colors];
};

/** `count` colours evenly spread over the scheme, ends included (Superset's SequentialScheme.getColors). */
const spread = (colors: readonly string[], count: number): string[] =>
  Array.from({ length: count }, (_, i) => interpolateColors(colors, count > 1 ? i / (count - 1) : 1));

const extent = (values: readonly number[]): [number, number] | null =>
  values.length === 0 ? null : [Math.min(...values), Math.max(...values)];

/**
 * Superset's getBreakPoints: the `break_points` given, sorted; else `num_buckets` even steps over the
 * values, the ends widened to the step's precision so the smallest and largest value stay inside.
 */
export const breakPoints = (fd: FormData, values: readonly number[]): string[] => {
  const given = readList(fd, 'break_points').filter((v) => readOptionalNumber(v) !== null);
  if (given.length > 0) return given.map(String).sort((a, b) => Number(a) - Number(b));
  const range = extent(values);
  if (range === null) return [];
  const [min, max] = range;
  const count = Math.trunc(readOptionalNumber(fd['num_buckets']) ?? 0) || DEFAULT_NUM_BUCKETS;
  const delta = (max - min) / count;
  const precision = delta === 0 ? 0 : Math.max(0, Math.ceil(Math.log10(1 / delta)));
  const scale = 10 ** precision;
  return Array.from({ length: count + 1 }, (_, i) => {
    if (i === 0) return (Math.floor(min * scale) / scale).toFixed(precision);
    if (i === count) return (Math.ceil(max * scale) / scale).toFixed(precision);
    return (min + i * delta).toFixed(precision);
  });
};

/** A metric value's fill colour, and the break points it was bucketed by (none for a linear scale). */
export interface MetricColorScale {
  colorOf: (value: unknown) => DeckColor;
  points: string[];
}

/**
 * Superset's getBreakPointColorScaler (deck_polygon's linear palette): with `break_points` or
 * `num_buckets` each bucket takes the next of the scheme's colours, and a value outside the break
 * points is transparent; with neither the colour follows the value linearly. Colours are
 * `opacity`% opaque. A row without a value is transparent; Superset also hides a value of 0 (a
 * falsy check), which we draw, since 0 is a value.
 */
export const metricColorScale = (fd: FormData, values: readonly number[]): MetricColorScale => {
  const colors = schemeColors(fd['linear_color_scheme']);
  const alpha = Math.round((readNumeric(fd, 'opacity', 80) / 100) * 255);
  const withAlpha = (css: string | undefined): DeckColor =>
    css === undefined ? TRANSPARENT : cssToDeck(css, Math.min(255, Math.max(0, alpha)));
  const bucketed = (fd['break_points'] ?? '') !== '' || Boolean(fd['num_buckets']);
  if (colors.length === 0) return { colorOf: () => TRANSPARENT, points: [] };
  if (!bucketed) {
    const [low, high] = extent(values) ?? [0, 1];
    return {
      points: [],
      colorOf: (value) => {
        const n = readOptionalNumber(value);
        return n === null
          ? TRANSPARENT
          : withAlpha(interpolateColors(colors, high === low ? 0.5 : (n - low) / (high - low)));
      },
    };
  }
  const points = breakPoints(fd, values);
  const bounds = points.map(Number);
  const buckets = bounds.length - 1;
  const inner = buckets > 1 ? spread(colors, buckets) : colors.slice(-1);
  // A threshold scale: below the first point the first colour, from the last point on the last one.
  const range = [inner[0], ...inner, inner.at(-1)];
  const [first = 0, last = 0] = [bounds[0], bounds.at(-1)];
  return {
    points,
    colorOf: (value) => {
      const n = readOptionalNumber(value);
      if (n === null || bounds.length === 0) return TRANSPARENT;
      const color = withAlpha(range[bounds.filter((b) => b <= n).length]);
      return n < first || n > last ? [color[0], color[1], color[2], 0] : color;
    },
  };
};

/** One row of the legend: a bucket's range as text and its colour. */
export interface LegendItem {
  label: string;
  color: DeckColor;
}

/**
 * Superset's getBuckets and Legend: one entry per bucket, "from - to" in `legend_format` (the break
 * points as they are when it is blank), in the colour of the bucket's middle.
 */
export const legendItems = (fd: FormData, scale: MetricColorScale): LegendItem[] => {
  const format = readString(fd, 'legend_format');
  const text = (point: string): string => (format === '' ? point : formatNumber(format, Number(point)));
  return scale.points.slice(1).map((to, i) => {
    const from = scale.points[i] ?? to;
    return { label: `${text(from)} - ${text(to)}`, color: scale.colorOf((Number(from) + Number(to)) / 2) };
  });
};

/** Superset's legend_position: a corner, or null (its 'None') for no legend; unset is its default, top right. */
export type LegendPosition = 'tl' | 'tr' | 'bl' | 'br';

export const readLegendPosition = (fd: FormData): LegendPosition | null => {
  const value = fd['legend_position'];
  if (value === undefined) return 'tr';
  return value === 'tl' || value === 'tr' || value === 'bl' || value === 'br' ? value : null;
};

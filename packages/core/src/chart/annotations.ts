import { z } from 'zod';
import type { FormData } from './plugin.js';

/** Superset's annotation layers (form data `annotation_layers`) and the data the server answers for them. */

export const ANNOTATION_TYPES = ['FORMULA', 'EVENT', 'INTERVAL', 'TIME_SERIES'] as const;
export type AnnotationType = (typeof ANNOTATION_TYPES)[number];

/** '' is a formula's source; NATIVE reads the annotations table; line and table read another chart. */
export const ANNOTATION_SOURCE_TYPES = ['NATIVE', '', 'line', 'table'] as const;
export type AnnotationSourceType = (typeof ANNOTATION_SOURCE_TYPES)[number];

export const ANNOTATION_STYLES = ['solid', 'dashed', 'dotted', 'longDashed'] as const;
export type AnnotationStyle = (typeof ANNOTATION_STYLES)[number];

export const ANNOTATION_OPACITIES = ['', 'opacityLow', 'opacityMedium', 'opacityHigh'] as const;
export type AnnotationOpacity = (typeof ANNOTATION_OPACITIES)[number];

/** Superset's opacity steps; '' means fully opaque. */
export const ANNOTATION_OPACITY_VALUES: Record<AnnotationOpacity, number> = {
  '': 1,
  opacityLow: 0.2,
  opacityMedium: 0.5,
  opacityHigh: 0.8,
};

const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

export const AnnotationOverridesSchema = z.object({
  time_range: z.string().max(1000).nullish(),
  granularity: z.string().max(1000).nullish(),
  time_grain_sqla: z.string().max(100).nullish(),
});
export type AnnotationOverrides = z.infer<typeof AnnotationOverridesSchema>;
export type AnnotationOverrideKey = keyof AnnotationOverrides;

const columnName = z.string().max(1000).nullish().catch(null);

/** A positive integer id from a number or a numeric string (saved form data has both). */
export const annotationSourceId = (value: unknown): number | null => {
  const n = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  return typeof n === 'number' && Number.isSafeInteger(n) && n > 0 ? n : null;
};

/**
 * One annotation layer. What decides the query (type, source, value) is strict; how it looks
 * falls back to Superset's defaults, so one odd saved value does not hide the layer.
 */
export const AnnotationLayerSchema = z
  .object({
    name: z.string().trim().min(1).max(250),
    annotationType: z.enum(ANNOTATION_TYPES),
    sourceType: z
      .enum(ANNOTATION_SOURCE_TYPES)
      .nullish()
      .transform((v) => v ?? ''),
    value: z.union([z.string().max(10_000), z.number()]),
    // Superset's default: the annotated chart's time range.
    overrides: AnnotationOverridesSchema.default({ time_range: null }),
    show: z.boolean().default(true),
    showLabel: z.boolean().default(false).catch(false),
    style: z.enum(ANNOTATION_STYLES).default('solid').catch('solid'),
    color: z.string().regex(HEX_COLOR).nullish().catch(null),
    opacity: z.enum(ANNOTATION_OPACITIES).default('').catch(''),
    width: z.coerce.number().min(0).max(100).default(1).catch(1),
    showMarkers: z.boolean().default(false).catch(false),
    hideLine: z.boolean().default(false).catch(false),
    timeColumn: columnName,
    intervalEndColumn: columnName,
    titleColumn: columnName,
    descriptionColumns: z.array(z.string().max(1000)).default([]).catch([]),
  })
  .superRefine((layer, ctx) => {
    if (layer.annotationType === 'FORMULA') {
      if (typeof layer.value !== 'string' || layer.value.trim() === '')
        ctx.addIssue({ code: 'custom', path: ['value'], message: 'A formula layer needs a formula' });
      return;
    }
    if (layer.sourceType === '')
      ctx.addIssue({ code: 'custom', path: ['sourceType'], message: 'Must be NATIVE, line or table' });
    if (annotationSourceId(layer.value) === null)
      ctx.addIssue({ code: 'custom', path: ['value'], message: 'Must be an annotation layer or chart id' });
  });
export type AnnotationLayer = z.infer<typeof AnnotationLayerSchema>;
export type AnnotationLayerInput = z.input<typeof AnnotationLayerSchema>;

/** The well-formed layers of form data's `annotation_layers`; others are skipped. */
export const readAnnotationLayers = (value: unknown): AnnotationLayer[] =>
  Array.isArray(value)
    ? value.flatMap((item) => {
        const parsed = AnnotationLayerSchema.safeParse(item);
        return parsed.success ? [parsed.data] : [];
      })
    : [];

/** Layers whose data the server fetches: shown, and not formulas (those are drawn from the x values). */
export const needsAnnotationData = (layer: AnnotationLayer): boolean =>
  layer.show && layer.annotationType !== 'FORMULA' && layer.sourceType !== '';

export const NATIVE_ANNOTATION_COLUMNS = [
  'start_dttm',
  'end_dttm',
  'short_descr',
  'long_descr',
  'json_metadata',
] as const;

/** One row of the annotations table as the chart-data API answers it (timestamps in epoch ms). */
export interface NativeAnnotationRecord {
  start_dttm: number | null;
  end_dttm: number | null;
  short_descr: string | null;
  long_descr: string | null;
  json_metadata: string | null;
}

export const RecordAnnotationResultSchema = z.object({
  columns: z.array(z.string()).optional(),
  records: z.array(z.record(z.string(), z.unknown())),
});
export type RecordAnnotationResult = z.infer<typeof RecordAnnotationResultSchema>;

/** Superset's legacy line-chart annotations: one `{key, values}` per series. */
export const TimeseriesAnnotationResultSchema = z.array(
  z.object({
    key: z.string(),
    values: z.array(z.object({ x: z.union([z.number(), z.string()]), y: z.number().nullish() })),
  }),
);
export type TimeseriesAnnotationResult = z.infer<typeof TimeseriesAnnotationResultSchema>;

export const AnnotationResultSchema = z.union([RecordAnnotationResultSchema, TimeseriesAnnotationResultSchema]);
export type AnnotationResult = z.infer<typeof AnnotationResultSchema>;

/** `annotation_data` of a chart-data result: keyed by layer name. */
export type AnnotationData = Record<string, AnnotationResult>;

/** Reads a result's `annotation_data`, keeping the well-formed entries ([] and junk read as none). */
export const readAnnotationData = (value: unknown): AnnotationData => {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  const data: AnnotationData = {};
  for (const [name, entry] of Object.entries(value)) {
    const parsed = AnnotationResultSchema.safeParse(entry);
    if (parsed.success) data[name] = parsed.data;
  }
  return data;
};

/** An event or interval, whichever source it came from. */
export interface Annotation {
  time: number | string | null;
  intervalEnd: number | string | null;
  title: string | null;
  descriptions: string[];
}

const pointOf = (value: unknown): number | string | null =>
  typeof value === 'number' || (typeof value === 'string' && value !== '') ? value : null;

const textOf = (value: unknown): string | null =>
  value === null || value === undefined || value === '' ? null : String(value);

const cell = (record: Record<string, unknown>, column: string | null | undefined): unknown =>
  column ? record[column] : undefined;

/** The events or intervals of a layer: native rows by their fixed columns, chart rows by the layer's columns. */
export const extractRecordAnnotations = (
  layer: AnnotationLayer,
  result: AnnotationResult | undefined,
): Annotation[] => {
  if (result === undefined || Array.isArray(result)) return [];
  if (layer.sourceType === 'NATIVE') {
    return result.records.map((r) => ({
      time: pointOf(r['start_dttm']),
      intervalEnd: pointOf(r['end_dttm']),
      title: textOf(r['short_descr']),
      descriptions: [textOf(r['long_descr'])].filter((d): d is string => d !== null),
    }));
  }
  return result.records.map((r) => ({
    time: pointOf(cell(r, layer.timeColumn)),
    intervalEnd: pointOf(cell(r, layer.intervalEndColumn)),
    title: textOf(cell(r, layer.titleColumn)),
    descriptions: layer.descriptionColumns.map((c) => textOf(r[c])).filter((d): d is string => d !== null),
  }));
};

/** The annotated chart's own time settings, which empty overrides fall back to. */
export type AnnotatedTimeSettings = Partial<Record<AnnotationOverrideKey, string | null>>;

const isTemporalRangeFilter = (f: unknown): f is Record<string, unknown> =>
  typeof f === 'object' && f !== null && (f as Record<string, unknown>)['operator'] === 'TEMPORAL_RANGE';

/** Sets the time range wherever the form data keeps one: `time_range` and its TEMPORAL_RANGE filters. */
const withTimeRange = (fd: FormData, range: string): FormData => {
  const adhoc: unknown[] = Array.isArray(fd['adhoc_filters']) ? fd['adhoc_filters'] : [];
  const filters = adhoc.map((f) => (isTemporalRangeFilter(f) ? { ...f, comparator: range } : f));
  const hasGranularity = typeof fd['granularity_sqla'] === 'string' && fd['granularity_sqla'] !== '';
  const xAxis = typeof fd['x_axis'] === 'string' && fd['x_axis'] !== '' ? fd['x_axis'] : null;
  // A chart with neither filter nor time column gets one on its x-axis, or the range would not apply.
  if (!adhoc.some(isTemporalRangeFilter) && !hasGranularity && xAxis !== null) {
    filters.push({
      expressionType: 'SIMPLE',
      clause: 'WHERE',
      subject: xAxis,
      operator: 'TEMPORAL_RANGE',
      comparator: range,
    });
  }
  return { ...fd, time_range: range, adhoc_filters: filters };
};

/**
 * The source chart's form data for a chart-sourced layer, as Superset's explore builds it: each
 * key the layer overrides takes the override, or the annotated chart's value when the override
 * is empty; other keys keep the source chart's own. Its own annotation layers are dropped, so a
 * chart that annotates itself does not recurse.
 */
export const applyAnnotationOverrides = (
  source: FormData,
  layer: AnnotationLayer,
  annotated: AnnotatedTimeSettings,
): FormData => {
  let fd: FormData = { ...source, annotation_layers: [] };
  // The time column first: a range then applies to it rather than to a filter added on the x-axis.
  const keys: AnnotationOverrideKey[] = ['granularity', 'time_grain_sqla', 'time_range'];
  for (const key of keys.filter((k) => k in layer.overrides)) {
    const value = layer.overrides[key] || annotated[key];
    if (!value) continue;
    if (key === 'time_range') fd = withTimeRange(fd, value);
    else if (key === 'granularity') fd = { ...fd, granularity_sqla: value };
    else fd = { ...fd, time_grain_sqla: value };
  }
  return fd;
};

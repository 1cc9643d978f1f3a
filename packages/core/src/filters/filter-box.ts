import { z } from 'zod';
import { chartIdsInLayout } from '../layout/layout-queries.js';
import { DASHBOARD_ROOT_ID, type DashboardLayout } from '../layout/layout-schema.js';
import { ExportChartIdListSchema } from '../model/lenient.js';
import type { ExtraFormData } from './data-mask.js';
import { mergeExtraFormData } from './extra-form-data.js';
import { chartIdsInFilterScope } from './filter-scope.js';
import type { FilterScalar } from './filter-values.js';

/** The legacy filter box's viz_type. */
export const FILTER_BOX_VIZ_TYPE = 'filter_box';

/** Superset's TIME_FILTER_MAP: the reserved columns a filter box's time selectors filter on. */
export const FILTER_BOX_TIME_COLUMNS = {
  time_range: '__time_range',
  granularity_sqla: '__time_col',
  time_grain_sqla: '__time_grain',
} as const;

/** One field of a filter box (spec 02 §3 filter-box config); `clearable: false` makes it required. */
export const FilterBoxFieldSchema = z
  .object({
    column: z.string().min(1),
    label: z.string().optional().catch(undefined),
    defaultValue: z.union([z.string(), z.number(), z.boolean()]).nullish().catch(undefined),
    metric: z.string().nullish().catch(undefined),
    asc: z.boolean().catch(true).default(true),
    multiple: z.boolean().catch(true).default(true),
    searchAllOptions: z.boolean().catch(false).default(false),
    clearable: z.boolean().catch(true).default(true),
  })
  .catchall(z.unknown());
export type FilterBoxField = z.infer<typeof FilterBoxFieldSchema>;

const fieldList = z.array(z.unknown()).transform((list) =>
  list.flatMap((v) => {
    const parsed = FilterBoxFieldSchema.safeParse(v);
    return parsed.success ? [parsed.data] : [];
  }),
);

/** A filter_box chart's form data keys (Superset's FilterBox controls). */
export const FilterBoxFormDataSchema = z
  .object({
    filter_configs: fieldList.catch([]).default([]),
    date_filter: z.boolean().catch(false).default(false),
    show_sqla_time_granularity: z.boolean().catch(false).default(false),
    show_sqla_time_column: z.boolean().catch(false).default(false),
    instant_filtering: z.boolean().catch(true).default(true),
    time_range: z.string().nullish().catch(undefined),
    granularity_sqla: z.string().nullish().catch(undefined),
    time_grain_sqla: z.string().nullish().catch(undefined),
  })
  .catchall(z.unknown());
export type FilterBoxFormData = z.infer<typeof FilterBoxFormDataSchema>;

/** A filter box's selection: column → values (or one value), and the reserved time columns → text. */
export type FilterBoxSelection = Record<string, FilterScalar | FilterScalar[]>;

/** A column's type name, for the default value conversion (spec 02 §5). */
export type ColumnTypeNames = Readonly<Record<string, string | null | undefined>>;

/**
 * A single-value default as the column's type wants it (spec 02 §5): a boolean for BOOLEAN, an
 * integer for integer types, a float for float types (NaN gives null), else the text.
 */
const typedDefault = (value: string, type: string | null | undefined): FilterScalar => {
  const t = (type ?? '').toUpperCase();
  if (t === 'BOOLEAN' || t === 'BOOL') return value.toLowerCase() === 'true';
  if (/INT/.test(t)) {
    const n = Number.parseInt(value, 10);
    return Number.isNaN(n) ? null : n;
  }
  if (/FLOAT|DOUBLE|REAL|DECIMAL|NUMERIC/.test(t)) {
    const n = Number.parseFloat(value);
    return Number.isNaN(n) ? null : n;
  }
  return value;
};

/**
 * Superset's getFilterConfigsFromFormdata: each field's default (a multiple field splits it on
 * ';', '' is none), and with date_filter the time range, time column and time grain under their
 * reserved columns.
 */
export const filterBoxFormDataSelection = (
  formData: FilterBoxFormData,
  columnTypes: ColumnTypeNames = {},
): FilterBoxSelection => {
  const selection: FilterBoxSelection = {};
  for (const field of formData.filter_configs) {
    const raw = field.defaultValue;
    if (raw === undefined || raw === null || raw === '') continue;
    const text = String(raw);
    selection[field.column] = field.multiple ? text.split(';') : typedDefault(text, columnTypes[field.column]);
  }
  if (formData.date_filter) {
    if (formData.time_range) selection[FILTER_BOX_TIME_COLUMNS.time_range] = formData.time_range;
    if (formData.show_sqla_time_column && formData.granularity_sqla)
      selection[FILTER_BOX_TIME_COLUMNS.granularity_sqla] = formData.granularity_sqla;
    if (formData.show_sqla_time_granularity && formData.time_grain_sqla)
      selection[FILTER_BOX_TIME_COLUMNS.time_grain_sqla] = formData.time_grain_sqla;
  }
  return selection;
};

const SelectionSchema = z.record(
  z.string(),
  z.union([
    z.string(),
    z.number(),
    z.boolean(),
    z.null(),
    z.array(z.union([z.string(), z.number(), z.boolean(), z.null()])),
  ]),
);

/** json_metadata.default_filters (JSON text): the saved selection of each filter box, by chart id. */
export const parseDefaultFilters = (defaultFilters: unknown): Record<string, FilterBoxSelection> => {
  let raw: unknown = defaultFilters;
  if (typeof raw === 'string') {
    try {
      raw = JSON.parse(raw) as unknown;
    } catch {
      return {};
    }
  }
  const parsed = z.record(z.string(), z.unknown()).safeParse(raw);
  if (!parsed.success) return {};
  const out: Record<string, FilterBoxSelection> = {};
  for (const [chartId, selection] of Object.entries(parsed.data)) {
    const read = SelectionSchema.safeParse(selection);
    if (read.success) out[chartId] = read.data;
  }
  return out;
};

/**
 * The filter boxes' selections a dashboard loads with: the URL's `preselect_filters` when given,
 * else json_metadata.default_filters, as Superset's dashboard getInitialState lets the request
 * parameter overwrite the saved metadata (the whole map, not per chart).
 */
export const loadedDefaultFilters = (defaultFilters: unknown, preselectFilters: unknown): unknown =>
  preselectFilters !== null && preselectFilters !== undefined ? preselectFilters : defaultFilters;

/** A filter box's selection at load: its form data's defaults, then the dashboard's default_filters over them. */
export const filterBoxInitialSelection = (
  chartId: number,
  formData: FilterBoxFormData,
  defaultFilters: unknown,
  columnTypes: ColumnTypeNames = {},
): FilterBoxSelection => ({
  ...filterBoxFormDataSelection(formData, columnTypes),
  ...parseDefaultFilters(defaultFilters)[String(chartId)],
});

const isSet = (v: FilterScalar | FilterScalar[] | undefined): v is FilterScalar | FilterScalar[] =>
  v !== undefined && v !== null && v !== '' && (!Array.isArray(v) || v.length > 0);

/**
 * Superset's getEffectiveExtraFilters for the selection of some columns, as extraFormData: a list
 * is IN, one value is ==; the reserved time columns become time_range, granularity_sqla and
 * time_grain_sqla.
 */
export const filterBoxExtraFormData = (selection: FilterBoxSelection, columns?: readonly string[]): ExtraFormData => {
  const extra: ExtraFormData = {};
  const filters: NonNullable<ExtraFormData['filters']> = [];
  for (const column of columns ?? Object.keys(selection)) {
    const value = selection[column];
    if (!isSet(value)) continue;
    if (column === FILTER_BOX_TIME_COLUMNS.time_range) extra.time_range = String(value);
    else if (column === FILTER_BOX_TIME_COLUMNS.granularity_sqla) extra.granularity_sqla = String(value);
    else if (column === FILTER_BOX_TIME_COLUMNS.time_grain_sqla) extra.time_grain_sqla = String(value);
    else filters.push({ col: column, op: Array.isArray(value) ? 'IN' : '==', val: value });
  }
  return filters.length > 0 ? { ...extra, filters } : extra;
};

const ColumnScopeSchema = z.object({
  scope: z.array(z.string()).catch([DASHBOARD_ROOT_ID]).default([DASHBOARD_ROOT_ID]),
  immune: ExportChartIdListSchema.catch([]).default([]),
});

/** json_metadata.filter_scopes of one filter box: per column, a scope (layout ids) and immune charts. */
export const filterBoxColumnScope = (
  filterScopes: unknown,
  chartId: number,
  column: string,
): { scope: string[]; immune: number[] } => {
  const box = z.record(z.string(), z.unknown()).safeParse(filterScopes);
  const columns = box.success ? z.record(z.string(), z.unknown()).safeParse(box.data[String(chartId)]) : undefined;
  const parsed = ColumnScopeSchema.safeParse(columns?.success === true ? columns.data[column] : undefined);
  return parsed.success ? parsed.data : { scope: [DASHBOARD_ROOT_ID], immune: [] };
};

/** One filter box of a dashboard and what it selects. */
export interface FilterBoxState {
  chartId: number;
  selection: FilterBoxSelection;
}

/**
 * The legacy filter boxes' extraFormData per chart: each selected column reaches the charts of
 * its filter_scopes entry (the whole dashboard by default) less its immune charts and less every
 * filter box, as Superset scoped them. Charts no box filters are absent.
 */
export const filterBoxExtraFormDataByChart = (
  boxes: readonly FilterBoxState[],
  filterScopes: unknown,
  layout: DashboardLayout,
  chartIds: readonly number[] = chartIdsInLayout(layout),
): Map<number, ExtraFormData> => {
  const boxIds = new Set(boxes.map((b) => b.chartId));
  const targets = chartIds.filter((id) => !boxIds.has(id));
  const byChart = new Map<number, ExtraFormData>();
  for (const box of boxes) {
    for (const column of Object.keys(box.selection)) {
      const extra = filterBoxExtraFormData(box.selection, [column]);
      if (Object.keys(extra).length === 0) continue;
      const { scope, immune } = filterBoxColumnScope(filterScopes, box.chartId, column);
      for (const id of chartIdsInFilterScope({ rootPath: scope, excluded: immune }, targets, layout))
        byChart.set(id, mergeExtraFormData(byChart.get(id) ?? {}, extra));
    }
  }
  return byChart;
};

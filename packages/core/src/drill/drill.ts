import type { FormData } from '../chart/plugin.js';
import type { CrossFilterClause } from '../filters/data-mask.js';
import type { SamplesPayload } from '../model/datasource.js';
import type { AdhocFilter } from '../query/build-query-object.js';
import type { QueryFilter } from '../query/query-object.js';

/** Superset's DrillDetailPane asks for 50 rows a page. */
export const DRILL_DETAIL_PAGE_SIZE = 50;

/** The parts of a chart's query object that narrow its rows. */
export interface DrillSourceQuery {
  filters?: readonly QueryFilter[] | null;
  extras?: { where?: string | null | undefined } | null;
  granularity?: string | null;
  time_range?: string | null;
}

/**
 * The samples body of Superset's drill to detail: the chart's own filters (adhoc, native and
 * cross-filters already merged into its query) plus the filters of the clicked mark.
 */
export const drillDetailPayload = (
  query: DrillSourceQuery | undefined,
  clicked: readonly CrossFilterClause[],
): SamplesPayload => {
  const where = query?.extras?.where;
  return {
    filters: [...(query?.filters ?? []), ...clicked.map((c) => ({ col: c.col, op: c.op, val: [...c.val] }))],
    ...(where !== undefined && where !== '' && { extras: { where } }),
    ...(query?.granularity && { granularity: query.granularity }),
    ...(query?.time_range && { time_range: query.time_range }),
  };
};

/** The form-data fields a drill by replaces, in Superset's order of preference. */
const DIMENSION_FIELDS = ['groupby', 'columns', 'x_axis', 'series', 'entity'] as const;

const namesIn = (value: unknown): string[] =>
  (Array.isArray(value) ? value : [value]).filter((v): v is string => typeof v === 'string' && v !== '');

/** The form-data field holding the chart's dimension: the one with a clicked column, else the first set. */
export const drillByField = (formData: FormData, clicked: readonly CrossFilterClause[]): string | null => {
  const clickedCols = new Set(clicked.map((c) => c.col));
  const present = DIMENSION_FIELDS.filter((f) => namesIn(formData[f]).length > 0);
  return present.find((f) => namesIn(formData[f]).some((n) => clickedCols.has(n))) ?? present[0] ?? null;
};

/** The columns the chart is grouped by now (so the drill-by menu does not offer them again). */
export const chartDimensions = (formData: FormData): string[] => DIMENSION_FIELDS.flatMap((f) => namesIn(formData[f]));

const asAdhoc = (clause: CrossFilterClause): AdhocFilter => ({
  expressionType: 'SIMPLE',
  clause: 'WHERE',
  subject: clause.col,
  operator: clause.op,
  comparator: [...clause.val],
});

/**
 * Superset's drill by: the chart re-queried with its dimension replaced by `column`, narrowed by
 * the clicked mark's filters (added as adhoc filters, so the chart's own ones still apply).
 */
export const drillByFormData = (
  formData: FormData,
  clicked: readonly CrossFilterClause[],
  column: string,
): FormData => {
  const field = drillByField(formData, clicked) ?? 'groupby';
  const current = formData[field];
  const adhoc = Array.isArray(formData['adhoc_filters']) ? (formData['adhoc_filters'] as AdhocFilter[]) : [];
  return {
    ...formData,
    [field]: Array.isArray(current) || current === undefined || current === null ? [column] : column,
    adhoc_filters: [...adhoc, ...clicked.map(asAdhoc)],
  };
};

/** A dataset column as the drill-by menu lists it. */
export interface DrillByColumn {
  column_name: string;
  verbose_name?: string | null;
  groupby: boolean;
}

/** Columns a chart can be drilled by: groupable ones it is not grouped by already, by display name. */
export const drillByColumns = <C extends DrillByColumn>(columns: readonly C[], formData: FormData): C[] => {
  const used = new Set(chartDimensions(formData));
  const label = (c: C) => c.verbose_name || c.column_name;
  return columns.filter((c) => c.groupby && !used.has(c.column_name)).sort((a, b) => label(a).localeCompare(label(b)));
};

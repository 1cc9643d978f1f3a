import { buildQueryContext, type SupersetQueryObject } from '../chart/build-query-context.js';
import type { FormData } from '../chart/plugin.js';
import type { QueryContextInput, QueryFilter, QueryMetric } from '../query/query-object.js';
import { columnKind, type ColumnTypeFacts } from './column-kind.js';
import type { ExtraFormData } from './data-mask.js';
import { mergeExtraFormData } from './extra-form-data.js';
import type { DataMasksById } from './filter-scope.js';
import { controlValue, filterColumnOf, type FilterScalar } from './filter-values.js';
import type { NativeFilterConfig } from './native-filter-config.js';

/** Superset's NATIVE_FILTER_DEFAULT_ROW_LIMIT: a filter loads at most this many options. */
export const NATIVE_FILTER_DEFAULT_ROW_LIMIT = 1000;

/** The count metric of a filter's options query (spec 02 §9), written out so no saved metric is needed. */
export const FILTER_COUNT_METRIC: QueryMetric = { expressionType: 'SQL', sqlExpression: 'COUNT(*)', label: 'count' };

/** What the options query reads of the filter's dataset. */
export interface FilterOptionsDataset {
  id: number;
  /** Its columns' types decide which take the search term (Superset's coltypeMap). */
  columns?: readonly (ColumnTypeFacts & { column_name: string })[];
}

export interface FilterOptionsQueryOptions {
  /** The text typed in the select (searchAllOptions): an ILIKE '%term%' filter on the server. */
  search?: string;
  dataset?: FilterOptionsDataset;
}

/**
 * The parents' extraFormData merged (cascadeParentIds order): a child's options follow its
 * parents' current selection, as Superset passes it as the child's extra_form_data.
 */
export const cascadeExtraFormData = (filter: NativeFilterConfig, dataMasks: DataMasksById): ExtraFormData =>
  (filter.cascadeParentIds ?? []).reduce<ExtraFormData>(
    (merged, id) => mergeExtraFormData(merged, dataMasks[id]?.extraFormData ?? {}),
    {},
  );

/**
 * Superset's select buildQuery search: the term as `ILIKE '%term%'` on a string column, or on a
 * numeric one when the term is a number. The term is a bound value, never SQL text.
 */
const searchFilters = (column: string, search: string | undefined, dataset?: FilterOptionsDataset): QueryFilter[] => {
  if (search === undefined || search === '') return [];
  const facts = dataset?.columns?.find((c) => c.column_name === column);
  const kind = facts === undefined ? 'string' : columnKind(facts);
  const searchable = kind === 'string' || (kind === 'numeric' && !Number.isNaN(Number(search)));
  return searchable ? [{ col: column, op: 'ILIKE', val: `%${search}%` }] : [];
};

/** The form data Superset gives a filter plugin chart (its values query). */
const filterFormData = (filter: NativeFilterConfig, datasetId: number, dataMasks: DataMasksById): FormData => ({
  ...filter.controlValues,
  viz_type: filter.filterType ?? 'filter_select',
  datasource: `${datasetId}__table`,
  native_filter_id: filter.id,
  adhoc_filters: filter.adhoc_filters ?? [],
  ...(filter.time_range !== undefined && { time_range: filter.time_range }),
  ...(filter.granularity_sqla !== undefined && { granularity_sqla: filter.granularity_sqla }),
  row_limit: NATIVE_FILTER_DEFAULT_ROW_LIMIT,
  extra_form_data: cascadeExtraFormData(filter, dataMasks),
});

const selectQuery =
  (filter: NativeFilterConfig, column: string, options: FilterOptionsQueryOptions) =>
  (base: SupersetQueryObject): SupersetQueryObject[] => {
    const sortMetric = filter.sortMetric ?? undefined;
    const ascending = controlValue(filter, 'sortAscending', true);
    return [
      {
        ...base,
        columns: [column],
        metrics: [sortMetric ?? FILTER_COUNT_METRIC],
        filters: [...(base.filters ?? []), ...searchFilters(column, options.search, options.dataset)],
        orderby: [[sortMetric ?? column, ascending]],
        row_limit: NATIVE_FILTER_DEFAULT_ROW_LIMIT,
      },
    ];
  };

/** RangeFilterPlugin's buildQuery: the column's MIN and MAX, the slider's bounds. */
const rangeQuery =
  (column: string) =>
  (base: SupersetQueryObject): SupersetQueryObject[] => [
    {
      ...base,
      columns: [],
      metrics: [
        { expressionType: 'SIMPLE', aggregate: 'MIN', column: { column_name: column }, label: 'min' },
        { expressionType: 'SIMPLE', aggregate: 'MAX', column: { column_name: column }, label: 'max' },
      ],
      orderby: [],
      row_limit: 1,
    },
  ];

/**
 * The query_context a native filter loads its options with (POST /api/v1/chart/data), as
 * Superset's filter plugins build it: a value filter groups by its column with the count metric
 * (or its sort metric), 1000 rows, sorted ascending or descending, with its pre-filters (adhoc
 * filters, time range), its parents' selection (cascading) and the search term; a range filter
 * asks MIN and MAX; time grain and time column ask the dataset's grains and columns. A time
 * range filter, or a filter without a dataset, has no options query (null).
 */
export const buildFilterOptionsQuery = (
  filter: NativeFilterConfig,
  parentMasks: DataMasksById,
  options: FilterOptionsQueryOptions = {},
): QueryContextInput | null => {
  const datasetId = options.dataset?.id ?? filter.targets?.[0]?.datasetId;
  if (datasetId === undefined || filter.filterType === 'filter_time') return null;
  const fd = filterFormData(filter, datasetId, parentMasks);
  const column = filterColumnOf(filter);
  switch (filter.filterType) {
    case 'filter_select':
      return column === undefined ? null : buildQueryContext(fd, selectQuery(filter, column, options));
    case 'filter_range':
      return column === undefined ? null : buildQueryContext(fd, rangeQuery(column));
    case 'filter_timegrain':
      return buildQueryContext({ ...fd, result_type: 'timegrains' }, (base) => [{ ...base, columns: [], metrics: [] }]);
    case 'filter_timecolumn':
      return buildQueryContext({ ...fd, result_type: 'columns' }, (base) => [{ ...base, columns: [], metrics: [] }]);
    default:
      return null;
  }
};

/** The options a value filter's query answered: its column's value of each row. */
export const filterOptionValues = (rows: readonly Record<string, unknown>[], column: string): FilterScalar[] =>
  rows
    .map((row) => row[column])
    .filter((v): v is FilterScalar => v === null || ['string', 'number', 'boolean'].includes(typeof v));

/**
 * The child's selected values still offered after its parents changed (its new options); the
 * dashboard clears the child (null) when none remain, as a cascading child in Superset loses a
 * value its options no longer hold.
 */
export const validChildValues = (
  selected: readonly FilterScalar[] | null | undefined,
  options: readonly FilterScalar[],
): FilterScalar[] | null => {
  const offered = new Set(options);
  const kept = (selected ?? []).filter((v) => offered.has(v));
  return kept.length > 0 ? kept : null;
};

import {
  buildQueryContext,
  FILTER_COUNT_METRIC,
  FilterBoxFormDataSchema,
  type FilterBoxField,
  type FormData,
  type QueryContextInput,
  type QueryFilter,
  type SupersetQueryObject,
} from '@tessera/core';

/** Spec 02 §9: the filter box loads at most 1000 choices per field. */
export const FILTER_BOX_ROW_LIMIT = 1000;

/**
 * One field's choices (Superset's FilterBoxViz query): grouped by the column with its sort
 * metric (or a count), sorted by the metric, else the column, ascending unless `asc` is off.
 * `search` adds the server-side ILIKE of 'search all options' as a bound value.
 */
export const fieldQuery = (base: SupersetQueryObject, field: FilterBoxField, search = ''): SupersetQueryObject => {
  const searchFilter: QueryFilter[] = search === '' ? [] : [{ col: field.column, op: 'ILIKE', val: `%${search}%` }];
  return {
    ...base,
    columns: [field.column],
    metrics: [field.metric ?? FILTER_COUNT_METRIC],
    filters: [...(base.filters ?? []), ...searchFilter],
    orderby: [[field.metric ?? field.column, field.asc]],
    row_limit: FILTER_BOX_ROW_LIMIT,
  };
};

/** One query per field, in field order; a box with only time selectors asks a row count so it still draws. */
export const buildQuery = (formData: FormData): QueryContextInput =>
  buildQueryContext(formData, (base) => {
    const { filter_configs: fields } = FilterBoxFormDataSchema.parse(formData);
    if (fields.length === 0)
      return [{ ...base, columns: [], metrics: [FILTER_COUNT_METRIC], orderby: [], row_limit: 1 }];
    return fields.map((field) => fieldQuery(base, field));
  });

/** The query of one field's server search ('search all options'), for the typed term. */
export const buildSearchQuery = (formData: FormData, column: string, search: string): QueryContextInput =>
  buildQueryContext(formData, (base) => {
    const field = FilterBoxFormDataSchema.parse(formData).filter_configs.find((f) => f.column === column);
    return field === undefined ? [] : [fieldQuery(base, field, search)];
  });

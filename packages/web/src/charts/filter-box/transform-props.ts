import {
  FilterBoxFormDataSchema,
  filterBoxFormDataSelection,
  parseDefaultFilters,
  type ChartProps,
  type FilterBoxField,
  type FilterBoxSelection,
  type FilterScalar,
} from '@tessera/core';
import { verboseNameOf } from '../datasource-meta';
import type { FilterBoxOption, FilterBoxTransformedProps } from './types';

const isScalar = (v: unknown): v is FilterScalar =>
  v === null || typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean';

/** A field's choices from its query's rows: the column's value and, with a sort metric, the metric. */
export const fieldOptions = (rows: readonly Record<string, unknown>[], field: FilterBoxField): FilterBoxOption[] => {
  const metricLabel = field.metric ?? null;
  return rows.flatMap((row) => {
    const value = row[field.column];
    if (!isScalar(value)) return [];
    const metric = metricLabel === null ? null : row[metricLabel];
    return [{ value, metric: typeof metric === 'number' ? metric : null }];
  });
};

/** The selection the dashboard passes as the chart's filterState.value, when it is one. */
const selectionOf = (value: unknown): FilterBoxSelection | undefined =>
  value === undefined ? undefined : parseDefaultFilters({ box: value })['box'];

/**
 * Superset's FilterBox props: a selector per field with its choices (one query per field, in
 * field order), the time selectors date_filter turns on, Apply unless instant_filtering, and the
 * selection the dashboard holds (else the fields' defaults).
 */
export const transformProps = (chartProps: ChartProps): FilterBoxTransformedProps => {
  const { formData, queriesData, width, height, filterState, datasource } = chartProps;
  const box = FilterBoxFormDataSchema.parse(formData);
  const fields = box.filter_configs.map((field, i) => ({
    column: field.column,
    label: field.label !== undefined && field.label !== '' ? field.label : verboseNameOf(datasource, field.column),
    options: fieldOptions((queriesData[i]?.data ?? []) as Record<string, unknown>[], field),
    multiple: field.multiple,
    clearable: field.clearable,
    searchAllOptions: field.searchAllOptions,
    metric: field.metric ?? null,
  }));
  return {
    width,
    height,
    formData,
    fields,
    showDateFilter: box.date_filter,
    showTimeGrain: box.date_filter && box.show_sqla_time_granularity,
    showTimeColumn: box.date_filter && box.show_sqla_time_column,
    instantFiltering: box.instant_filtering,
    selection: selectionOf(filterState?.value) ?? filterBoxFormDataSelection(box),
  };
};

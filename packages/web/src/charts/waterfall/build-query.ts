import {
  buildQueryContext,
  columnsOf,
  getXAxisColumn,
  type FormData,
  type QueryColumn,
  type QueryContextInput,
} from '@tessera/core';

/**
 * Superset's waterfall query: the x-axis (with its time grain) and the one breakdown as columns,
 * the metric, and the rows in x then breakdown order, ascending, so the running total adds up
 * in time order.
 */
export const buildQuery = (formData: FormData): QueryContextInput =>
  buildQueryContext(formData, (base) => {
    const xAxis = getXAxisColumn(formData);
    const columns: QueryColumn[] = [
      ...(xAxis === undefined ? [] : [xAxis]),
      ...columnsOf(formData['groupby']).slice(0, 1),
    ];
    return [{ ...base, columns, orderby: columns.map((column) => [column, true]) }];
  });

import {
  buildQueryContext,
  columnsOf,
  type AdhocColumn,
  type FormData,
  type QueryColumn,
  type QueryContextInput,
} from '@tessera/core';
import { readString } from '../form-data';

/** A temporal grouping column takes the chart's time grain (Superset's pivot buildQuery). */
const withGrain = (fd: FormData, column: QueryColumn): QueryColumn => {
  const grain = readString(fd, 'time_grain_sqla');
  const lookup = fd['temporal_columns_lookup'];
  const temporal =
    typeof column === 'string' && typeof lookup === 'object' && lookup !== null && Reflect.get(lookup, column) === true;
  if (!grain || !temporal) return column;
  const adhoc: AdhocColumn = {
    timeGrain: grain,
    columnType: 'BASE_AXIS',
    sqlExpression: column,
    label: column,
    expressionType: 'SQL',
  };
  return adhoc;
};

/**
 * Superset's pivot table query: the row and column groupings together as columns, with the
 * metrics, the series limit and the order of the base query; the pivot happens over these rows
 * (core buildPivot), so the browser and any other renderer agree.
 */
export const buildQuery = (formData: FormData): QueryContextInput =>
  buildQueryContext(formData, (base) => [
    {
      ...base,
      columns: [...columnsOf(formData['groupbyRows']), ...columnsOf(formData['groupbyColumns'])].map((c) =>
        withGrain(formData, c),
      ),
    },
  ]);

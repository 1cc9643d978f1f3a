import type { FormData } from '../plugin.js';
import type { AdhocColumn, QueryColumn } from '../../query/query-object.js';
import { columnsOf } from '../build-query-context.js';

/**
 * The columns of Superset's pivot table query: the row groupings then the column groupings, a
 * temporal one (by `temporal_columns_lookup`) at the chart's time grain. The browser's plugin and
 * the example loader build the same query from it.
 */
export const pivotQueryColumns = (fd: FormData): QueryColumn[] => {
  const grain = typeof fd['time_grain_sqla'] === 'string' ? fd['time_grain_sqla'] : '';
  const lookup = fd['temporal_columns_lookup'];
  const isTemporal = (column: QueryColumn): column is string =>
    typeof column === 'string' && typeof lookup === 'object' && lookup !== null && Reflect.get(lookup, column) === true;
  return [...columnsOf(fd['groupbyRows']), ...columnsOf(fd['groupbyColumns'])].map((column): QueryColumn => {
    if (!grain || !isTemporal(column)) return column;
    const adhoc: AdhocColumn = {
      timeGrain: grain,
      columnType: 'BASE_AXIS',
      sqlExpression: column,
      label: column,
      expressionType: 'SQL',
    };
    return adhoc;
  });
};

import {
  buildQueryContext,
  columnsOf,
  labelOfColumn,
  metricsOf,
  type FormData,
  type QueryColumn,
  type QueryContextInput,
} from '@tessera/core';

const asList = (value: unknown): unknown[] => (Array.isArray(value) ? value : value ? [value] : []);

/** `order_by_cols` entries are JSON pairs, '["start", true]'; others are dropped. */
const orderByOf = (fd: FormData): [string, boolean][] =>
  asList(fd['order_by_cols']).flatMap((entry) => {
    try {
      const pair: unknown = typeof entry === 'string' ? JSON.parse(entry) : entry;
      return Array.isArray(pair) && typeof pair[0] === 'string' && typeof pair[1] === 'boolean'
        ? [[pair[0], pair[1]] as [string, boolean]]
        : [];
    } catch {
      return [];
    }
  });

/**
 * Superset's Gantt query: start, end, y-axis, series, tooltip and order columns (each once),
 * the tooltip metrics, the chosen order, and the series as the series column.
 */
export const buildQuery = (formData: FormData): QueryContextInput =>
  buildQueryContext(formData, (base) => {
    const series = columnsOf(asList(formData['series']));
    const orderby = orderByOf(formData);
    const wanted: QueryColumn[] = [
      ...columnsOf([formData['start_time'], formData['end_time'], formData['y_axis']].filter(Boolean)),
      ...series,
      ...columnsOf(asList(formData['tooltip_columns'])),
      ...orderby.map(([column]) => column),
    ];
    const seen = new Set<string>();
    const columns = wanted.filter((column) => {
      const label = labelOfColumn(column);
      if (seen.has(label)) return false;
      seen.add(label);
      return true;
    });
    return [
      {
        ...base,
        columns,
        metrics: metricsOf(asList(formData['tooltip_metrics'])),
        orderby,
        series_columns: series,
      },
    ];
  });

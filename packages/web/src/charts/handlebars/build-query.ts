import {
  buildQueryContext,
  columnsOf,
  type FormData,
  type QueryContextInput,
  type SupersetQueryObject,
} from '@tessera/core';
import { readList } from '../form-data';

/** Raw when asked, or when raw columns are chosen: Superset's handlebars shares the table's query modes. */
export const isRawMode = (fd: FormData): boolean =>
  fd['query_mode'] === 'raw' || (fd['query_mode'] !== 'aggregate' && readList(fd, 'all_columns').length > 0);

type OrderBy = NonNullable<SupersetQueryObject['orderby']>[number];

/** `order_by_cols` entries are JSON pairs `["column", ascending]`. */
const orderByCols = (fd: FormData): OrderBy[] =>
  readList(fd, 'order_by_cols').flatMap((entry): OrderBy[] => {
    if (typeof entry !== 'string') return [];
    try {
      const parsed: unknown = JSON.parse(entry);
      return Array.isArray(parsed) && typeof parsed[0] === 'string' && typeof parsed[1] === 'boolean'
        ? [[parsed[0], parsed[1]]]
        : [];
    } catch {
      return [];
    }
  });

/**
 * Superset's handlebars query: in aggregate mode the dimensions and metrics (ordered by the
 * first metric), in raw mode the chosen columns in the chosen order; the template gets the rows.
 */
export const buildQuery = (formData: FormData): QueryContextInput =>
  buildQueryContext(formData, (base) => [
    isRawMode(formData)
      ? { ...base, columns: columnsOf(formData['all_columns']), metrics: [], orderby: orderByCols(formData) }
      : { ...base, columns: columnsOf(formData['groupby']) },
  ]);

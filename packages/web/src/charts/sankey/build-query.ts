import {
  buildQueryContext,
  columnsOf,
  metricsOf,
  type FormData,
  type QueryContextInput,
  type SupersetQueryObject,
} from '@tessera/core';
import { readBoolean, readList, readOptionalNumber } from '../form-data';

/**
 * Superset's sankey query: the metric per source, intermediate levels and target. With a row
 * limit the rows are ordered (largest metric first when `sort_by_metric`, then each column
 * ascending) so the limit keeps the same links on every run; without one the server's order stands.
 */
export const buildQuery = (formData: FormData): QueryContextInput =>
  buildQueryContext(formData, (base) => {
    const [metric] = metricsOf([formData.metric]);
    const columns = columnsOf([
      ...readList(formData, 'source'),
      ...readList(formData, 'intermediate_levels'),
      ...readList(formData, 'target'),
    ]);
    const sorted = readBoolean(formData, 'sort_by_metric', false) && metric !== undefined;
    const orderby: NonNullable<SupersetQueryObject['orderby']> = [
      ...(sorted ? [[metric, false] satisfies [typeof metric, boolean]] : []),
      ...columns.map((col): [typeof col, boolean] => [col, true]),
    ];
    const limited = (readOptionalNumber(formData.row_limit) ?? 0) !== 0;
    return [{ ...base, columns, ...(limited && orderby.length > 0 && { orderby }) }];
  });

import {
  buildQueryContext,
  columnsOf,
  metricsOf,
  type FormData,
  type QueryContextInput,
  type SupersetQueryObject,
} from '@tessera/core';
import { readBoolean, readOptionalNumber } from '../form-data';

/**
 * Superset's treemap query: the metric per group-by path. With a row limit the rows are ordered
 * (largest metric first when `sort_by_metric`, then the group-by columns ascending) so the limit
 * keeps the biggest boxes; without one the server's order stands.
 */
export const buildQuery = (formData: FormData): QueryContextInput =>
  buildQueryContext(formData, (base) => {
    const [metric] = metricsOf([formData.metric]);
    const groupby = columnsOf(formData.groupby);
    const sorted = readBoolean(formData, 'sort_by_metric', false) && metric !== undefined;
    const orderby: NonNullable<SupersetQueryObject['orderby']> = [
      ...(sorted ? [[metric, false] satisfies [typeof metric, boolean]] : []),
      ...groupby.map((col): [typeof col, boolean] => [col, true]),
    ];
    const limited = (readOptionalNumber(formData.row_limit) ?? 0) !== 0;
    return [{ ...base, ...(limited && orderby.length > 0 && { orderby }) }];
  });

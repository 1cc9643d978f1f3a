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
 * Superset's word cloud query: the metric per series value. Under a row limit the rows are
 * ordered by the metric (`sort_by_metric`) and then the series (`sort_by_series`, on unless set
 * off) so the limit keeps the biggest words the same way each time; without either the base order stands.
 */
export const buildQuery = (formData: FormData): QueryContextInput =>
  buildQueryContext(formData, (base) => {
    const [metric] = metricsOf([formData.metric]);
    const columns = columnsOf(readList(formData, 'series'));
    const [series] = columns;
    const orderby: NonNullable<SupersetQueryObject['orderby']> = [
      ...(readBoolean(formData, 'sort_by_metric', false) && metric !== undefined
        ? [[metric, false] satisfies [typeof metric, boolean]]
        : []),
      ...(readBoolean(formData, 'sort_by_series', true) && series !== undefined
        ? [[series, true] satisfies [typeof series, boolean]]
        : []),
    ];
    const limited = (readOptionalNumber(formData.row_limit) ?? 0) !== 0;
    return [{ ...base, columns, ...(limited && orderby.length > 0 && { orderby }) }];
  });

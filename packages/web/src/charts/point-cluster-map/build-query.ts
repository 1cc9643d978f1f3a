import { buildQueryContext, uniqueColumns, type FormData, type QueryContextInput } from '@tessera/core';
import { labelColumn, positionColumns, radiusColumn } from './cluster-form-data';

/**
 * Superset's point_cluster_map query: the group-by columns, longitude and latitude, the label
 * column and the radius column when set; rows without a position left out; no metrics (a row per point).
 */
export const buildQuery = (formData: FormData): QueryContextInput =>
  buildQueryContext(formData, (base) => {
    const { lon, lat } = positionColumns(formData);
    const position = [lon, lat].filter((c) => c !== null);
    const extra = [labelColumn(formData), radiusColumn(formData)].filter((c) => c !== null);
    return [
      {
        ...base,
        columns: uniqueColumns([...(base.columns ?? []), ...position, ...extra]),
        filters: [...(base.filters ?? []), ...position.map((col) => ({ col, op: 'IS NOT NULL' as const }))],
        is_timeseries: false,
      },
    ];
  });

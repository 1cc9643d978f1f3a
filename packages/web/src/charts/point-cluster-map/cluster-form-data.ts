import { columnsOf, labelOfColumn, type FormData, type QueryColumn } from '@tessera/core';
import { readList } from '../form-data';

/** A single-column control's column (a name or an adhoc column), or null when unset. */
export const columnOf = (value: unknown): QueryColumn | null => columnsOf([value])[0] ?? null;

/** Superset's `all_columns_x` and `all_columns_y`: the longitude and the latitude columns. */
export const positionColumns = (fd: FormData): { lon: QueryColumn | null; lat: QueryColumn | null } => ({
  lon: columnOf(fd['all_columns_x']),
  lat: columnOf(fd['all_columns_y']),
});

/**
 * Superset's `map_label` (the legacy mapbox chart's `mapbox_label`, which MigrateMapBox renames): its
 * first column labels the points and is aggregated on clusters; none, or 'count', labels each
 * cluster with its point count.
 */
export const labelColumn = (fd: FormData): string | null => {
  const [first] = readList(fd, fd['map_label'] === undefined ? 'mapbox_label' : 'map_label');
  return typeof first === 'string' && first !== '' && first !== 'count' ? first : null;
};

/** Superset's `point_radius`: a column sizing the points on their own, or 'Auto' (null). */
export const radiusColumn = (fd: FormData): string | null => {
  const value = fd['point_radius'];
  return typeof value === 'string' && value !== '' && value !== 'Auto' ? value : null;
};

/** The group-by columns' labels, the keys of their values in the rows. */
export const groupbyLabels = (fd: FormData): string[] => columnsOf(fd['groupby']).map(labelOfColumn);

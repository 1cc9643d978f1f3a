import type { FormData, QueryContextInput } from '@tessera/core';
import { readString } from '../form-data';
import { buildDeckQuery, extraColumns } from '../deck/query';

/** Superset's deck_geojson query: the GeoJSON column (a row per shape) and the extra columns, no metrics. */
export const buildQuery = (formData: FormData): QueryContextInput => {
  const geojson = readString(formData, 'geojson');
  return buildDeckQuery(formData, { columns: [geojson, ...extraColumns(formData)], nullable: [geojson] });
};

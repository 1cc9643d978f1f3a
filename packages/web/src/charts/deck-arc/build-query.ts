import type { FormData, QueryContextInput } from '@tessera/core';
import { readString } from '../form-data';
import { buildDeckQuery, extraColumns } from '../deck/query';
import { readSpatial, spatialColumns } from '../deck/spatial';

/** Superset's deck_arc query: both ends' spatial columns and the dimension, one row per arc. */
export const buildQuery = (formData: FormData): QueryContextInput => {
  const ends = [
    ...spatialColumns(readSpatial(formData['start_spatial'])),
    ...spatialColumns(readSpatial(formData['end_spatial'])),
  ];
  return buildDeckQuery(formData, {
    columns: [...ends, readString(formData, 'dimension'), ...extraColumns(formData)],
    nullable: ends,
  });
};

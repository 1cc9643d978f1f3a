import type { FormData, QueryContextInput } from '@tessera/core';
import { readString } from '../form-data';
import { buildDeckQuery, extraColumns, metricOf } from '../deck/query';
import { readSpatial, spatialColumns } from '../deck/spatial';
import { readFixedOrMetric } from '../deck/fixed-or-metric';

/** Superset's deck_scatter query: the spatial columns, the dimension, and the radius metric when there is one. */
export const buildQuery = (formData: FormData): QueryContextInput => {
  const spatial = spatialColumns(readSpatial(formData['spatial']));
  const radius = readFixedOrMetric(formData['point_radius_fixed']);
  const metric = radius.type === 'metric' ? metricOf(radius.value) : undefined;
  return buildDeckQuery(formData, {
    columns: [...spatial, readString(formData, 'dimension'), ...extraColumns(formData)],
    metrics: metric === undefined ? [] : [metric],
    nullable: spatial,
  });
};

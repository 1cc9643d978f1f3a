import {
  labelOfMetric,
  readFixedOrMetric,
  type FormData,
  type QueryContextInput,
  type QueryMetric,
} from '@tessera/core';
import { readString } from '../form-data';
import { buildDeckQuery, extraColumns, metricOf } from '../deck/query';

/** Superset's default elevation (`point_radius_fixed`) of a polygon: a fixed 1000. */
export const ELEVATION_DEFAULT = 1000;

/** The colour metric and, when the elevation is a metric, that one too (Superset's deck_polygon metrics). */
export const polygonMetrics = (formData: FormData): { color?: QueryMetric; elevation?: QueryMetric } => {
  const color = metricOf(formData['metric']);
  const elevation = readFixedOrMetric(formData['point_radius_fixed'], ELEVATION_DEFAULT);
  const height = elevation.type === 'metric' ? metricOf(elevation.value) : undefined;
  return { ...(color !== undefined && { color }), ...(height !== undefined && { elevation: height }) };
};

/**
 * Superset's deck_polygon query: the polygon column and the extra columns, grouped with the colour
 * and elevation metrics when there are any; `filter_nulls` leaves out rows without a polygon.
 * (Superset also asks for the metric's label IS NOT NULL in WHERE, which no database can answer.)
 */
export const buildQuery = (formData: FormData): QueryContextInput => {
  const line = readString(formData, 'line_column');
  const { color, elevation } = polygonMetrics(formData);
  return buildDeckQuery(formData, {
    columns: [line, ...extraColumns(formData)],
    // One metric both colouring and raising the polygons is asked for once.
    metrics: [color, elevation].filter(
      (m, i, all): m is QueryMetric =>
        m !== undefined && all.findIndex((o) => o !== undefined && labelOfMetric(o) === labelOfMetric(m)) === i,
    ),
    nullable: [line],
  });
};

import { labelOfMetric, metricOf, readSpatial, type ChartProps } from '@tessera/core';
import { deckBaseProps, type DeckLayerProps } from './layer-props';
import { positionOf, type LonLat } from './spatial';

/** One grouped position and its `size` metric: what the aggregation layers bin and weigh. */
export interface WeightedPoint {
  position: LonLat;
  weight: number;
}

export interface WeightedPointsProps extends DeckLayerProps {
  points: WeightedPoint[];
  /** The metric's label, named in the cells' tooltips. */
  metricLabel: string;
}

/** Rows to weighted points: a missing or non-numeric metric weighs 1 (a row counts once). */
export const weightedPoints = (chartProps: ChartProps): WeightedPointsProps => {
  const { formData: fd, queriesData } = chartProps;
  const rows = queriesData[0]?.data ?? [];
  const spatial = readSpatial(fd['spatial']);
  const metric = metricOf(fd['size']);
  const metricLabel = metric === undefined ? '' : labelOfMetric(metric);
  const points: WeightedPoint[] = [];
  if (spatial !== null)
    for (const row of rows) {
      const position = positionOf(row, spatial);
      if (position === null) continue;
      const raw = row[metricLabel];
      points.push({ position, weight: typeof raw === 'number' && Number.isFinite(raw) ? raw : 1 });
    }
  return {
    ...deckBaseProps(
      chartProps,
      points.map((p) => p.position),
    ),
    points,
    metricLabel,
  };
};

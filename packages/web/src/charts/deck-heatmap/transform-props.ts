import type { ChartProps } from '@tessera/core';
import { readChoice } from '../form-data';
import { sequentialRange, type DeckColor } from '../deck/colors';
import { readNumeric } from '../deck/layer-props';
import { weightedPoints, type WeightedPointsProps } from '../deck/weighted-points';

export interface HeatmapTransformedProps extends WeightedPointsProps {
  intensity: number;
  radiusPixels: number;
  aggregation: 'SUM' | 'MEAN';
  colorRange: DeckColor[];
}

/** Superset's deck_heatmap: weighted positions spread over `radius_pixels`, coloured by the sequential scheme. */
export const transformProps = (chartProps: ChartProps): HeatmapTransformedProps => {
  const fd = chartProps.formData;
  return {
    ...weightedPoints(chartProps),
    intensity: readNumeric(fd, 'intensity', 1),
    radiusPixels: readNumeric(fd, 'radius_pixels', 30),
    aggregation: readChoice(fd, 'aggregation', ['SUM', 'MEAN'] as const, 'SUM'),
    colorRange: sequentialRange(fd['linear_color_scheme']),
  };
};

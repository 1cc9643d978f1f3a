import type { ChartProps } from '@tessera/core';
import { readBoolean } from '../form-data';
import { readAggregation, type DeckAggregation } from '../deck/aggregation';
import { sequentialRange, type DeckColor } from '../deck/colors';
import { readNumeric } from '../deck/layer-props';
import { weightedPoints, type WeightedPointsProps } from '../deck/weighted-points';

export interface GridTransformedProps extends WeightedPointsProps {
  /** Metres. */
  cellSize: number;
  extruded: boolean;
  aggregation: DeckAggregation;
  colorRange: DeckColor[];
}

/** Superset's deck_grid: the weighted positions, binned by deck.gl with the form data's cell size and aggregation. */
export const transformProps = (chartProps: ChartProps): GridTransformedProps => {
  const fd = chartProps.formData;
  return {
    ...weightedPoints(chartProps),
    cellSize: readNumeric(fd, 'grid_size', 20),
    extruded: readBoolean(fd, 'extruded', true),
    aggregation: readAggregation(fd),
    colorRange: sequentialRange(fd['linear_color_scheme']),
  };
};

import type { ChartProps } from '@tessera/core';
import { readBoolean } from '../form-data';
import { readAggregation, type DeckAggregation } from './aggregation';
import { sequentialRange, type DeckColor } from './colors';
import { readNumeric } from './layer-props';
import { weightedPoints, type WeightedPointsProps } from './weighted-points';

/** What deck_grid and deck_hex draw: weighted positions that deck.gl bins into cells. */
export interface CellTransformedProps extends WeightedPointsProps {
  /** Metres. */
  cellSize: number;
  extruded: boolean;
  aggregation: DeckAggregation;
  colorRange: DeckColor[];
}

/** Superset's deck_grid and deck_hex form data: cell size (each type its own default), extrusion, aggregation. */
export const cellTransformProps = (chartProps: ChartProps, defaultCellSize: number): CellTransformedProps => {
  const fd = chartProps.formData;
  return {
    ...weightedPoints(chartProps),
    cellSize: readNumeric(fd, 'grid_size', defaultCellSize),
    extruded: readBoolean(fd, 'extruded', true),
    aggregation: readAggregation(fd),
    colorRange: sequentialRange(fd['linear_color_scheme']),
  };
};

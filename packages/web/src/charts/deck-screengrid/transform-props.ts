import type { ChartProps } from '@tessera/core';
import { deckColor, type DeckColor } from '../deck/colors';
import { readNumeric } from '../deck/layer-props';
import { weightedPoints, type WeightedPointsProps } from '../deck/weighted-points';

export interface ScreengridTransformedProps extends WeightedPointsProps {
  cellSizePixels: number;
  colorRange: DeckColor[];
}

/** Superset's screen grid colours cells from transparent to the fixed colour: six steps of its opacity. */
export const opacityRange = ([r, g, b, a]: DeckColor, steps = 6): DeckColor[] =>
  Array.from({ length: steps }, (_, i) => [r, g, b, Math.round((a * (i + 1)) / steps)]);

/** Superset's deck_screengrid: weighted positions, binned per `grid_size` pixels at every zoom. */
export const transformProps = (chartProps: ChartProps): ScreengridTransformedProps => {
  const fd = chartProps.formData;
  return {
    ...weightedPoints(chartProps),
    cellSizePixels: readNumeric(fd, 'grid_size', 20),
    colorRange: opacityRange(deckColor(fd['color_picker'])),
  };
};

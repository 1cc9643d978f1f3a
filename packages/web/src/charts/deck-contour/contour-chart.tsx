import { ContourLayer } from '@deck.gl/aggregation-layers';
import { useMemo } from 'react';
import type { ChartHooks } from '../types';
import { DeckMap } from '../deck/deck-map';
import type { WeightedPoint } from '../deck/weighted-points';
import type { ContourTransformedProps } from './transform-props';

export function ContourChart({
  points,
  cellSize,
  aggregation,
  contours,
  setControlValue,
  width,
  height,
  theme,
  viewport,
}: ContourTransformedProps & ChartHooks) {
  const layers = useMemo(
    () => [
      new ContourLayer<WeightedPoint>({
        id: 'deck-contour',
        data: points,
        cellSize,
        aggregation,
        contours,
        getPosition: (p) => p.position,
        getWeight: (p) => p.weight,
      }),
    ],
    [points, cellSize, aggregation, contours],
  );
  return (
    <DeckMap
      width={width}
      height={height}
      theme={theme}
      viewport={viewport}
      layers={layers}
      {...(setControlValue && { setControlValue })}
    />
  );
}

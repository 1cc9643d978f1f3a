import { useMemo } from 'react';
import type { ChartHooks } from '../types';
import { DeckMap } from '../deck/deck-map';
import { contourLayers } from './layers';
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
  const { layers } = useMemo(
    () => contourLayers({ points, cellSize, aggregation, contours }),
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

import { useMemo } from 'react';
import type { ChartHooks } from '../types';
import { DeckMap } from '../deck/deck-map';
import { heatmapLayers } from './layers';
import type { HeatmapTransformedProps } from './transform-props';

/** A density surface: deck's heatmap layer has no objects to pick, so no tooltip (as in Superset). */
export function HeatmapChart({
  points,
  intensity,
  radiusPixels,
  aggregation,
  colorRange,
  setControlValue,
  width,
  height,
  theme,
  viewport,
}: HeatmapTransformedProps & ChartHooks) {
  const { layers } = useMemo(
    () => heatmapLayers({ points, intensity, radiusPixels, aggregation, colorRange }),
    [points, intensity, radiusPixels, aggregation, colorRange],
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

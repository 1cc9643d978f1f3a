import { useMemo } from 'react';
import type { ChartHooks } from '../types';
import { DeckMap } from '../deck/deck-map';
import { gridLayers } from './layers';
import type { GridTransformedProps } from './transform-props';

export function GridChart({
  points,
  metricLabel,
  cellSize,
  extruded,
  aggregation,
  colorRange,
  setControlValue,
  ...base
}: GridTransformedProps & ChartHooks) {
  const { layers, tooltip } = useMemo(
    () => gridLayers({ points, metricLabel, cellSize, extruded, aggregation, colorRange }),
    [points, metricLabel, cellSize, extruded, aggregation, colorRange],
  );
  return <DeckMap {...base} layers={layers} tooltip={tooltip} {...(setControlValue && { setControlValue })} />;
}
